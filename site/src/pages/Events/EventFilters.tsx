import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button, Inline, Stack, Text, TextField } from '@orisun/ui';
import { eventCategories, eventCategoryLabels, eventsPage } from '../../content/events.ts';
import type { CategoryFilter, EventFilters as Filters } from './eventListing.ts';

const categoryOptions: readonly CategoryFilter[] = ['All', ...eventCategories];

export interface EventFiltersProps {
  value: Filters;
  onValueChange: (value: Filters) => void;
  /** How many events pass the filters (announced politely as it changes). */
  count: number;
  /** Clears both filters. */
  onReset: () => void;
}

/**
 * The category toggle buttons (All, Webinar, Workshop, Conference; `aria-pressed`), the text
 * search and 'Reset Filters', in a search landmark, with a live count of the events shown.
 */
export function EventFilters({ value, onValueChange, count, onReset }: EventFiltersProps) {
  const categoryLabelId = useId();
  const { filters } = eventsPage;
  return (
    <Stack space="4" role="search" aria-label={filters.label}>
      <Stack space="2">
        <Text as="span" size="sm" weight="semibold" id={categoryLabelId}>
          {filters.categoryLabel}
        </Text>
        <Inline space="2" role="group" aria-labelledby={categoryLabelId}>
          {categoryOptions.map((category) => {
            const pressed = value.category === category;
            return (
              <Button
                key={category}
                variant={pressed ? 'solid' : 'outline'}
                aria-pressed={pressed}
                onClick={() => onValueChange({ ...value, category })}
              >
                {category === 'All' ? filters.allLabel : eventCategoryLabels[category]}
              </Button>
            );
          })}
        </Inline>
      </Stack>
      <TextField
        type="search"
        label={filters.searchLabel}
        hint={filters.searchHint}
        value={value.query}
        onChange={(event) => onValueChange({ ...value, query: event.target.value })}
      />
      <Inline space="4" align="between">
        <Text role="status" size="sm" tone="muted">
          {filters.count(count)}
        </Text>
        <Button variant="ghost" tone="neutral" icon={<RotateCcw />} onClick={onReset}>
          {filters.resetLabel}
        </Button>
      </Inline>
    </Stack>
  );
}
