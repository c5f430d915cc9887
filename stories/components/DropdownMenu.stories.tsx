import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownMenu, Text } from '@orisun/ui';

function PersonMenu({ onSelect }: { onSelect: (item: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="Your account: Ada Obi">Ada Obi</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <Text as="span" weight="semibold">
            Ada Obi
          </Text>
          <Text as="span" size="sm" tone="muted">
            ada@orisun.software · Admin
          </Text>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => onSelect('profile')}>Your profile</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect('sign-out')}>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: PersonMenu,
  args: { onSelect: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PersonMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in person's menu: who they are, then actions. */
export const Default: Story = {};

/** Opened from the keyboard: arrows move, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Your account: Ada Obi' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Your profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('sign-out');
  },
};

/** Open (its screenshot, once it has a reference image, can be tagged `vrt`). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Your account: Ada Obi' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    // It fades in.
    await waitFor(() => expect(menu).toBeVisible());
  },
};
