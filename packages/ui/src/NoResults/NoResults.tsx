import { RotateCcw, SearchX } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState.tsx';

export interface NoResultsProps extends Omit<EmptyStateProps, 'icon' | 'action'> {
  /** What found nothing, in words: "No events match your filters". Required. */
  title: string;
  /** What to try next ("Try fewer filters, or reset them to see every event."). */
  description?: EmptyStateProps['description'];
  /** The reset button's text ("Reset Filters"). Required: it is the way out of the empty list. */
  resetLabel: string;
  /** Called when the reset button is pressed: clear the filters or the search. */
  onReset: () => void;
}

/**
 * The empty state of a filtered or searched list: a "nothing found" icon, the title and
 * description, and an outline button that resets the filters. Built on `EmptyState`; use that
 * directly for lists that are empty for other reasons (no tickets yet).
 */
export function NoResults({ resetLabel, onReset, ...rest }: NoResultsProps) {
  return (
    <EmptyState
      data-component="NoResults"
      icon={SearchX}
      action={
        <Button variant="outline" icon={<RotateCcw />} onClick={onReset}>
          {resetLabel}
        </Button>
      }
      {...rest}
    />
  );
}
