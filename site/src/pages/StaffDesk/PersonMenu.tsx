import { useState } from 'react';
import { ChevronDown, CircleUser, Keyboard, LogOut, UserPen } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { StaffUser } from '@orisun/api';
import { DropdownMenu, Icon, Text, useToast } from '@orisun/ui';
import { useSignOut } from '../../api/staff.ts';
import { staffDashboard, staffPaths, staffProfile, staffWorkspace as copy } from '../../content/staffDesk.ts';
import { failureText } from '../../forms/failureText.ts';
import { ProfileDialog } from './profile/ProfileDialog.tsx';

/**
 * The signed-in person's menu at the end of the desk's top bar: who they are (name, e-mail, role), then their own
 * things ("Your profile": name, signature, mail settings), the desk's "Keyboard shortcuts" (also `?`), then "Sign out",
 * which goes to the sign-in page.
 */
export function PersonMenu({ user, onShowShortcuts }: { user: StaffUser; onShowShortcuts?: () => void }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [profileOpen, setProfileOpen] = useState(false);

  const leave = async () => {
    try {
      await signOut.mutateAsync();
      void navigate(staffPaths.signIn, { replace: true });
    } catch (error) {
      toast({ type: 'error', title: staffDashboard.signOutFailed, description: failureText(error) });
    }
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger aria-label={copy.person.trigger(user.name)}>
          <Icon icon={CircleUser} />
          <span>{user.name}</span>
          <Icon icon={ChevronDown} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>
            <Text as="span" weight="semibold">
              {user.name}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {user.email} · {copy.person.role(user.role)}
            </Text>
          </DropdownMenu.Label>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={() => setProfileOpen(true)}>
            <Icon icon={UserPen} />
            {staffProfile.openLabel}
          </DropdownMenu.Item>
          {onShowShortcuts && (
            <DropdownMenu.Item onSelect={onShowShortcuts}>
              <Icon icon={Keyboard} />
              {copy.shortcuts.openLabel}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item onSelect={() => void leave()}>
            <Icon icon={LogOut} />
            {signOut.isPending ? staffDashboard.signingOutLabel : copy.person.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}
