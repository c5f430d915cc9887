import { useId, useState } from 'react';
import { Download, Inbox } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Checkbox,
  EmptyState,
  Heading,
  Inline,
  NoResults,
  Pagination,
  SearchField,
  Select,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
  useToast,
  type HeadingLevel,
} from '@orisun/ui';
import {
  inboxFilterOf,
  inboxKinds as kinds,
  inboxPageSizeDefault,
  officeIds,
  subscriptionLists,
  type InboxFilter,
  type InboxItem,
  type InboxKind,
  type InboxListQuery,
} from '@orisun/api';
import { inboxExportHref, useInboxList, useSetInboxHandled } from '../../../api/inbox.ts';
import { eventName, formatTime, inboxCopy, inboxKinds, officeName, reservableEvents } from './inboxCopy.ts';
import { rowHeaderId, rowsOf } from './inboxRows.tsx';

/** What staff chose for one kind: the search (as typed, and as searched), the handled and kind filters, the page. */
interface KindState {
  text: string;
  q: string;
  handled: 'all' | 'true' | 'false';
  /** The kind's own filter (office id, event id, list), `''` for all. */
  filter: string;
  page: number;
}

const fresh: KindState = { text: '', q: '', handled: 'all', filter: '', page: 1 };

/** The filters of the state, as the API takes them (only what is set). */
function filterOf(kind: InboxKind, state: KindState): InboxFilter {
  const own = inboxFilterOf(kind);
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.handled === 'all' ? {} : { handled: state.handled === 'true' }),
    ...(own && state.filter ? { [own]: own === 'office' ? Number(state.filter) : state.filter } : {}),
  };
}

/** The options of a kind's own filter. */
function filterOptions(kind: InboxKind) {
  switch (inboxFilterOf(kind)) {
    case 'office':
      return { ...inboxCopy.filters.office, options: officeIds.map((id) => ({ value: String(id), label: officeName(id) })) };
    case 'event':
      return { ...inboxCopy.filters.event, options: reservableEvents.map((event) => ({ value: event.id, label: eventName(event.id) })) };
    case 'list':
      return { ...inboxCopy.filters.list, options: subscriptionLists.map((list) => ({ value: list, label: inboxCopy.lists[list] })) };
    default:
      return undefined;
  }
}

/** The handled mark of a row: a checkbox that changes at once, and who marked it when. */
function HandledToggle({ kind, item, name }: { kind: InboxKind; item: InboxItem; name: string }) {
  const mark = useSetInboxHandled(kind);
  const { toast } = useToast();
  const handled = item.handledAt !== null;
  return (
    <Checkbox
      label={inboxCopy.handled.label}
      checked={handled}
      aria-describedby={rowHeaderId(item)}
      hint={item.handledAt ? inboxCopy.handled.by(item.handledBy, formatTime(item.handledAt)) : undefined}
      onCheckedChange={(next) =>
        mark.mutate(
          { id: item.id, handled: next },
          { onError: (error) => toast({ type: 'error', title: inboxCopy.handled.markFailed(next), description: `${name}: ${error.message}` }) },
        )
      }
    />
  );
}

interface KindViewProps {
  kind: InboxKind;
  state: KindState;
  onStateChange: (state: KindState) => void;
  headingLevel: HeadingLevel;
}

/** One kind: search and filters, the export link, the count, the table and its pages. */
function KindView({ kind, state, onStateChange, headingLevel }: KindViewProps) {
  const exportHintId = useId();
  const set = (change: Partial<KindState>) => onStateChange({ ...state, page: 1, ...change });
  const filter = filterOf(kind, state);
  const query: InboxListQuery = { ...filter, page: state.page, pageSize: inboxPageSizeDefault };
  const list = useInboxList(kind, query);
  const rows = rowsOf(kind);
  const own = filterOptions(kind);
  const narrowed = state.q !== '' || state.handled !== 'all' || state.filter !== '';
  const page = list.data;
  const pageCount = page ? Math.ceil(page.total / page.pageSize) : 0;

  let body;
  if (!page && list.isError) {
    body = (
      <Stack space="3" align="left" role="alert">
        <Text>{inboxCopy.loadFailed}</Text>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {inboxCopy.retry}
        </Button>
      </Stack>
    );
  } else if (!page) {
    body = <Spinner label={inboxCopy.loading(kind)} />;
  } else if (page.total === 0 && !narrowed) {
    body = <EmptyState icon={Inbox} title={inboxCopy.emptyTitle(kind)} description={inboxCopy.emptyDescription(kind)} headingLevel={headingLevel} />;
  } else if (page.items.length === 0 && page.total === 0) {
    body = (
      <NoResults
        title={inboxCopy.noResultsTitle(kind)}
        description={inboxCopy.noResultsDescription}
        resetLabel={inboxCopy.resetFilters}
        onReset={() => onStateChange(fresh)}
        headingLevel={headingLevel}
      />
    );
  } else {
    body = (
      <Table
        caption={inboxCopy.caption(kind)}
        columns={[...rows.columns, { id: 'handled', header: inboxCopy.columns.handled, width: '11rem' }]}
        minWidth="56rem"
        stackBelow="tablet"
        aria-busy={list.isFetching || undefined}
      >
        {page.items.map((item) => (
          <Table.Row key={item.id}>
            {rows.cells(item)}
            <Table.Cell>
              <HandledToggle kind={kind} item={item} name={rows.name(item)} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table>
    );
  }

  return (
    <Stack space="4">
      <Inline space="4" alignY="bottom" collapseBelow="tablet">
        <SearchField
          label={inboxCopy.searchLabel(kind)}
          hint={inboxKinds[kind].searchHint}
          value={state.text}
          onValueChange={(text) => onStateChange({ ...state, text })}
          onSearch={(text) => set({ text, q: text.trim() })}
        />
        {own && (
          <Select
            label={own.label}
            value={state.filter}
            onChange={(event) => set({ filter: event.target.value })}
            options={[{ value: '', label: own.all }, ...own.options]}
          />
        )}
        <Select
          label={inboxCopy.handledFilter.label}
          value={state.handled}
          onChange={(event) => set({ handled: event.target.value as KindState['handled'] })}
          options={inboxCopy.handledFilter.options}
        />
        <ButtonLink href={inboxExportHref(kind, filter)} download="" variant="outline" tone="neutral" icon={<Download />} iconPosition="start" aria-describedby={exportHintId}>
          {inboxCopy.exportLabel}
        </ButtonLink>
        <VisuallyHidden id={exportHintId}>{inboxCopy.exportDescription(kind)}</VisuallyHidden>
      </Inline>
      <Text tone="muted" size="sm" aria-live="polite">
        {page ? inboxCopy.count(kind, page.total) : ''}
      </Text>
      {body}
      {page && pageCount > 1 && (
        <Pagination
          label={inboxCopy.pagesLabel(kind)}
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(next) => onStateChange({ ...state, page: next })}
        />
      )}
    </Stack>
  );
}

export interface InboxPanelProps {
  /** The kind shown (controlled, e.g. from the URL). Pair with `onKindChange`. Default: uncontrolled, starting on `defaultKind`. */
  kind?: InboxKind;
  /** The kind shown first when uncontrolled. Default `'briefs'`. */
  defaultKind?: InboxKind;
  onKindChange?: (kind: InboxKind) => void;
  /** Level of the panel's heading in the page outline; the empty states take the next. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The staff inbox of /admin/dashboard: everything the public sends, one tab per kind (project briefs, team
 * applications, contact messages, reservations, subscribers, Expert Network applications), each newest first
 * with search, its filters, a handled mark per item, pages and a CSV export of what the filters show.
 * Needs a staff session, TanStack Query and toasts above it (`Providers`).
 */
export function InboxPanel({ kind: kindProp, defaultKind = 'briefs', onKindChange, headingLevel = 2 }: InboxPanelProps) {
  const [ownKind, setOwnKind] = useState<InboxKind>(defaultKind);
  const kind = kindProp ?? ownKind;
  const [states, setStates] = useState<Record<InboxKind, KindState>>(() => Object.fromEntries(kinds.map((k) => [k, fresh])) as Record<InboxKind, KindState>);
  const inner = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <Stack space="5" data-component="InboxPanel">
      <Stack space="2">
        <Heading level={headingLevel}>{inboxCopy.heading}</Heading>
        <Text tone="muted">{inboxCopy.intro}</Text>
      </Stack>
      <Tabs.Root
        value={kind}
        onValueChange={(value) => {
          const next = value as InboxKind;
          if (kindProp === undefined) setOwnKind(next);
          onKindChange?.(next);
        }}
        activationMode="manual"
      >
        <Tabs.List aria-label={inboxCopy.tabsLabel} wrap>
          {kinds.map((k) => (
            <Tabs.Trigger key={k} value={k}>
              {inboxKinds[k].title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {kinds.map((k) => (
          <Tabs.Content key={k} value={k}>
            {k === kind && <KindView kind={k} state={states[k]} onStateChange={(state) => setStates((all) => ({ ...all, [k]: state }))} headingLevel={inner} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
