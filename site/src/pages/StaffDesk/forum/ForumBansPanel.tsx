import { useId } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { ForumBan } from '@orisun/api';
import { Badge, Button, EmptyState, Link, LoadError, Spinner, Stack, Table, Text, useToast, type HeadingLevel, type TableColumn } from '@orisun/ui';
import { useForumBans, useLiftForumBan } from '../../../api/forumModeration.ts';
import { useRecheckSessionOn } from '../../../api/staff.ts';
import { forumBansCopy as copy } from '../../../content/forumModeration.ts';
import { failureText } from '../../../forms/failureText.ts';
import { formatMoment } from '../format.ts';
import { PanelHeading } from '../PanelHeading.tsx';

const columns: readonly TableColumn[] = [
  { id: 'whom', header: copy.columns.whom },
  { id: 'reason', header: copy.columns.reason, width: '20rem' },
  { id: 'until', header: copy.columns.until },
  { id: 'by', header: copy.columns.by },
  { id: 'actions', header: copy.columns.actions },
];

export interface ForumBansPanelProps {
  /** Level of the panel's heading in the page outline. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The Bans section of /admin/dashboard (admins): the bans in force, newest first: whom (a visitor or a network, by the
 * post that led to it), why, until when, who set it, and Lift, which ends it now (a toast says so). Needs a staff
 * session, TanStack Query and toasts above it (`Providers`).
 */
export function ForumBansPanel({ headingLevel = 2 }: ForumBansPanelProps) {
  const bans = useForumBans();
  useRecheckSessionOn(bans.error);
  const lift = useLiftForumBan();
  const { toast } = useToast();
  const panelHeadingId = useId();
  const inner = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const data = bans.data;

  const liftBan = async (ban: ForumBan) => {
    try {
      await lift.mutateAsync(ban.id);
      document.getElementById(panelHeadingId)?.focus();
      toast({ type: 'success', title: copy.toasts.lifted, description: copy.toasts.liftedDetail });
    } catch (error) {
      toast({ type: 'error', title: copy.toasts.liftFailed, description: failureText(error) });
    }
  };

  let body;
  if (!data && bans.isError) {
    body = <LoadError title={copy.loadFailed} description={failureText(bans.error)} retryLabel={copy.retryLabel} retrying={bans.isFetching} onRetry={() => void bans.refetch()} />;
  } else if (!data) {
    body = <Spinner label={copy.loading} />;
  } else if (data.bans.length === 0) {
    body = <EmptyState icon={ShieldCheck} title={copy.emptyTitle} description={copy.emptyDescription} headingLevel={inner} />;
  } else {
    body = (
      <Table caption={copy.caption} captionHidden columns={columns} minWidth="48rem" aria-busy={bans.isFetching || undefined}>
        {data.bans.map((ban) => (
          <Table.Row key={ban.id}>
            <Table.Cell rowHeader>
              <Stack space="1">
                <span>
                  <Badge tone={ban.scope === 'network' ? 'critical' : 'caution'}>{copy.scopes[ban.scope]}</Badge>
                </span>
                <Text as="span" size="sm" tone="muted">
                  {copy.post(ban.post.kind)}
                  {ban.post.kind === 'thread' && (
                    <>
                      {' · '}
                      <Link href={`/forum/threads/${ban.post.id}`}>{copy.viewPost}</Link>
                    </>
                  )}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>{ban.reason}</Table.Cell>
            <Table.Cell>
              <Stack space="1">
                <time dateTime={ban.until}>{formatMoment(ban.until)}</time>
                <Text as="span" size="sm" tone="muted">
                  {copy.set(formatMoment(ban.createdAt))}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>{ban.by ?? copy.formerAdmin}</Table.Cell>
            <Table.Cell>
              <Button
                variant="outline"
                size="sm"
                icon={<ShieldOff />}
                aria-label={copy.liftName(ban.reason)}
                loading={lift.isPending && lift.variables === ban.id}
                onClick={() => void liftBan(ban)}
              >
                {copy.lift}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table>
    );
  }

  return (
    <Stack space="6" data-component="ForumBansPanel">
      <PanelHeading level={headingLevel} id={panelHeadingId} heading={copy.heading} intro={copy.intro} total={data?.bans.length} count={copy.count} tone="caution" />
      <Text tone="muted" size="sm" aria-live="polite">
        {data ? copy.count(data.bans.length) : ''}
      </Text>
      {body}
    </Stack>
  );
}
