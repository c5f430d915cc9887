import { useEffect, useState } from 'react';
import { LogOut, RotateCw, UserPen } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffUser } from '@orisun/api';
import { Box, Button, Card, Container, PageHero, Spinner, Stack, Tabs, Text, ToastProvider, useToast } from '@orisun/ui';
import { isSignedOut, useSignOut, useStaffSession } from '../../api/staff.ts';
import { Providers } from '../../app/Providers.tsx';
import { staffDashboard as copy, staffPaths, staffProfile } from '../../content/staffDesk.ts';
import { signInPathFor } from '../StaffSignIn/nextPath.ts';
import { failureText } from '../../forms/failureText.ts';
import { ProfileDialog } from './profile/ProfileDialog.tsx';
import { tabsFor } from './tabs.tsx';

/**
 * `/admin/dashboard` without its providers (stories and tests give their own): the staff dashboard
 * (docs/product.md §2.12 and §1.2). It needs a staff session
 * (`GET /api/auth/session`); without one (401) it sends the visitor to `/admin`, which brings them back
 * here once signed in. Signed in: who they are and 'Sign out', then the tabs their role may see.
 */
export function StaffDeskView() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = session.isError && isSignedOut(session.error);

  useEffect(() => {
    if (signedOut) void navigate(signInPathFor(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (session.data) return <Dashboard user={session.data.user} />;
  return (
    <PageHero headingId="admin-dashboard-title" eyebrow={copy.eyebrow} heading={copy.heading}>
      {session.isError && !signedOut ? (
        <Card tone="critical" padding="md" role="alert">
          <Stack space="3">
            <Text weight="semibold">{copy.sessionFailed}</Text>
            <Text>{failureText(session.error)}</Text>
            <div>
              <Button variant="outline" icon={<RotateCw />} onClick={() => void session.refetch()}>
                {copy.retryLabel}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : (
        <Stack space="3" align="left">
          <Spinner label={signedOut ? copy.redirecting : copy.checking} />
          <Text tone="muted" aria-hidden="true">
            {signedOut ? copy.redirecting : copy.checking}
          </Text>
        </Stack>
      )}
    </PageHero>
  );
}

function Dashboard({ user }: { user: StaffUser }) {
  const tabs = tabsFor(user.role);
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? tabs[0]!.value;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [profileOpen, setProfileOpen] = useState(false);

  const chooseTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === tabs[0]!.value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  const leave = async () => {
    try {
      await signOut.mutateAsync();
      void navigate(staffPaths.signIn, { replace: true });
    } catch (error) {
      toast({ type: 'error', title: copy.signOutFailed, description: failureText(error) });
    }
  };

  return (
    <>
      <PageHero
        headingId="admin-dashboard-title"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.signedInAs(user.name, user.role)}
        actions={
          <>
            <Button variant="outline" icon={<UserPen />} onClick={() => setProfileOpen(true)}>
              {staffProfile.openLabel}
            </Button>
            <Button variant="outline" icon={<LogOut />} loading={signOut.isPending} onClick={() => void leave()}>
              {copy.signOutLabel}
            </Button>
          </>
        }
      />
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
      <Box paddingY={{ mobile: '8', desktop: '10' }}>
        <Container>
          <Tabs.Root value={tab} onValueChange={chooseTab}>
            <Tabs.List aria-label={copy.tabsLabel}>
              {tabs.map(({ value, label, Count }) => (
                <Tabs.Trigger key={value} value={value}>
                  {label}
                  {Count && <Count />}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map(({ value, Panel }) => (
              <Tabs.Content key={value} value={value}>
                <Panel user={user} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Container>
      </Box>
    </>
  );
}

/** `/admin/dashboard`: the staff dashboard, with its server state and toasts. Not prerendered: a shell page (noindex). */
export default function StaffDeskPage() {
  return (
    <Providers toasts={ToastProvider}>
      <StaffDeskView />
    </Providers>
  );
}
