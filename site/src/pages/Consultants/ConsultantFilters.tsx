import { RotateCcw } from 'lucide-react';
import { consultantAvailabilities, type ConsultantAvailability } from '@orisun/api';
import { Button, Grid, Inline, Select, Stack, Text, TextField } from '@orisun/ui';
import { availabilityLabels, consultantsPage } from '../../content/consultants.ts';
import type { ConsultantFilters as Filters, ConsultantType } from './consultantListing.ts';

const { filters: copy } = consultantsPage;

const typeOptions = (['all', 'company', 'external'] as const).map((value) => ({ value, label: copy.types[value] }));
const availabilityOptions = [
  { value: 'all', label: copy.anyAvailability },
  ...consultantAvailabilities.map((value) => ({ value, label: availabilityLabels[value] })),
];

export interface ConsultantFiltersProps {
  value: Filters;
  onValueChange: (value: Filters) => void;
  /** The areas of expertise to offer (every area of the listed consultants). */
  expertiseAreas: readonly string[];
  /** How many consultants pass the filters (announced politely as it changes). */
  count: number;
  /** Clears every filter. */
  onReset: () => void;
}

/**
 * The directory's filters (docs/product.md §2.6), in a search landmark: text search, type (all, the
 * company's team, external experts), availability and expertise, with a live count and
 * 'Reset Filters'. Native selects: the platform picker on phones, and no script to load.
 */
export function ConsultantFilters({ value, onValueChange, expertiseAreas, count, onReset }: ConsultantFiltersProps) {
  return (
    <Stack space="4" role="search" aria-label={copy.label}>
      <TextField
        type="search"
        label={copy.searchLabel}
        hint={copy.searchHint}
        value={value.query}
        onChange={(event) => onValueChange({ ...value, query: event.target.value })}
      />
      <Grid columns={{ mobile: 1, tablet: 3 }} space="4">
        <Select
          label={copy.typeLabel}
          options={typeOptions}
          value={value.type}
          onChange={(event) => onValueChange({ ...value, type: event.target.value as ConsultantType })}
        />
        <Select
          label={copy.availabilityLabel}
          options={availabilityOptions}
          value={value.availability}
          onChange={(event) => onValueChange({ ...value, availability: event.target.value as ConsultantAvailability | 'all' })}
        />
        <Select
          label={copy.expertiseLabel}
          options={[{ value: 'all', label: copy.anyExpertise }, ...expertiseAreas.map((area) => ({ value: area, label: area }))]}
          value={value.expertise}
          onChange={(event) => onValueChange({ ...value, expertise: event.target.value })}
        />
      </Grid>
      <Inline space="4" align="between">
        <Text role="status" size="sm" tone="muted">
          {copy.count(count)}
        </Text>
        <Button variant="ghost" tone="neutral" icon={<RotateCcw />} onClick={onReset}>
          {copy.resetLabel}
        </Button>
      </Inline>
    </Stack>
  );
}
