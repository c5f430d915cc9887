import { UserCheck, UserX } from 'lucide-react';
import type { StaffAccount } from '@orisun/api';
import { Badge, Button, Heading, Inline, LoadError, Spinner, Stack, Table, Text, useToast, type TableColumn } from '@orisun/ui';
import { useDisableStaffAccount, useEnableStaffAccount, useRecheckSessionOn, useStaffAccounts } from '../../../api/staff.ts';
import { roleLabels, staffUsers as copy } from '../../../content/staffDesk.ts';
import { failureText } from '../../../forms/failureText.ts';
import { formatMoment } from '../format.ts';
import type { DashboardPanelProps } from '../panel.ts';
import { AddAccountDialog } from './AddAccountDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

const columns: readonly TableColumn[] = [
  { id: 'name', header: copy.columns.name },
  { id: 'email', header: copy.columns.email },
  { id: 'role', header: copy.columns.role },
  { id: 'status', header: copy.columns.status },
  { id: 'lastSignIn', header: copy.columns.lastSignIn },
  { id: 'actions', header: copy.columns.actions },
];

/**
 * The Users tab (admins only; the server refuses anyone else with 403): every staff account with its
 * role, whether it may sign in and when it last did; 'Add account', and per account Disable or Enable
 * and 'Reset password'. One's own row offers no Disable (the server refuses it too, 409, and the toast would say so).
 */
export function UsersPanel({ user }: DashboardPanelProps) {
  const accounts = useStaffAccounts();
  useRecheckSessionOn(accounts.error);
  const disable = useDisableStaffAccount();
  const enable = useEnableStaffAccount();
  const { toast } = useToast();

  const setDisabled = async (account: StaffAccount, disabled: boolean) => {
    try {
      if (disabled) {
        await disable.mutateAsync(account.id);
        toast({ type: 'success', title: copy.toasts.disabled(account.name), description: copy.toasts.disabledDetail });
      } else {
        await enable.mutateAsync(account.id);
        toast({ type: 'success', title: copy.toasts.enabled(account.name) });
      }
    } catch (error) {
      toast({ type: 'error', title: (disabled ? copy.toasts.disableFailed : copy.toasts.enableFailed)(account.name), description: failureText(error) });
    }
  };
  const busy = (account: StaffAccount) =>
    (disable.isPending && disable.variables === account.id) || (enable.isPending && enable.variables === account.id);

  return (
    <Stack space="6">
      <Inline space="4" align="between" alignY="center">
        <Stack space="2">
          <Heading level={2} size="xl">
            {copy.heading}
          </Heading>
          <Text tone="muted">{copy.intro}</Text>
        </Stack>
        <AddAccountDialog />
      </Inline>

      {accounts.isError && (
        <LoadError title={copy.loadFailed} description={failureText(accounts.error)} retryLabel={copy.retryLabel} retrying={accounts.isFetching} onRetry={() => void accounts.refetch()} />
      )}

      {accounts.isPending ? (
        <Spinner label={copy.loading} />
      ) : accounts.data ? (
        <Table caption={copy.heading} captionHidden columns={columns} minWidth="52rem">
          {accounts.data.users.map((account) => (
            <Table.Row key={account.id}>
              <Table.Cell rowHeader>
                {account.name}
                {account.id === user.id && <Text as="span" tone="muted">{` (${copy.you})`}</Text>}
              </Table.Cell>
              <Table.Cell>{account.email}</Table.Cell>
              <Table.Cell>
                <Badge tone={account.role === 'admin' ? 'accent' : 'neutral'}>{roleLabels[account.role]}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Badge tone={account.disabled ? 'critical' : 'positive'}>{account.disabled ? copy.disabled : copy.active}</Badge>
              </Table.Cell>
              <Table.Cell>
                {account.lastSignInAt ? <time dateTime={account.lastSignInAt}>{formatMoment(account.lastSignInAt)}</time> : copy.never}
              </Table.Cell>
              <Table.Cell>
                <Inline space="2">
                  {account.disabled ? (
                    <Button
                      variant="outline"
                      size="sm"
                      icon={<UserCheck />}
                      aria-label={copy.enableName(account.name)}
                      loading={busy(account)}
                      onClick={() => void setDisabled(account, false)}
                    >
                      {copy.enableLabel}
                    </Button>
                  ) : account.id === user.id ? null : (
                    <Button
                      variant="outline"
                      tone="critical"
                      size="sm"
                      icon={<UserX />}
                      aria-label={copy.disableName(account.name)}
                      loading={busy(account)}
                      onClick={() => void setDisabled(account, true)}
                    >
                      {copy.disableLabel}
                    </Button>
                  )}
                  <ResetPasswordDialog account={account} />
                </Inline>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table>
      ) : null}
    </Stack>
  );
}
