import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStaffDesk, handlers, savedReplyFixtures } from '@orisun/api/mocks';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { SavedRepliesPanel } from '../../site/src/pages/StaffDesk/savedReplies/SavedRepliesPanel.tsx';

/** The panel as the dashboard shows it: its own query client per story. */
function SavedRepliesPanelInSite() {
  const [client] = useState(() => createQueryClient());
  return (
    // Storybook's preview already wraps every story in a ToastProvider.
    <Providers queryClient={client}>
      <UiProvider linkComponent={RouterLink}>
        <SavedRepliesPanel />
      </UiProvider>
    </Providers>
  );
}

/** A desk of its own for one story, put back as it was before each run. */
function ownDesk(options: Parameters<typeof createStaffDesk>[0] = {}) {
  const desk = createStaffDesk(options);
  return { parameters: { msw: { handlers: [...desk.handlers, ...handlers] } }, beforeEach: () => desk.reset() };
}

const slow = { timeout: 40_000 };

/**
 * The Saved replies tab of /admin/dashboard (every staff member): the team's shared answers with who changed them last,
 * the placeholders a reply may hold, 'Add saved reply', and per reply Edit and Delete. Driven by the staff desk's MSW
 * handlers, which check placeholders and titles as the server does.
 */
const meta = {
  title: 'Patterns/SavedRepliesPanel',
  component: SavedRepliesPanelInSite,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SavedRepliesPanelInSite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fixtures' three replies, by title. */
export const Default: Story = {
  ...ownDesk(),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Saved replies' }, slow);
    await expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      [...savedReplyFixtures.replies].map((r) => r.title).sort((a, b) => a.localeCompare(b)),
    );
  },
};

/** Nothing saved yet: the panel says what it is for. */
export const Empty: Story = {
  ...ownDesk({ savedReplies: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved replies yet. Add the answers you give often.', {}, slow)).toBeVisible();
  },
};

/** Adding a reply with a misspelt placeholder: the reply field says which placeholders exist. */
export const UnknownPlaceholder: Story = {
  ...ownDesk(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add saved reply' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a saved reply' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Follow-up');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reply/ }), 'Hello {{customer.nmae}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save reply' }));
    // The dialog may still be fading in on a busy machine: wait for the message to be seen, not only present.
    await waitFor(() => expect(dialog.getByText(/Unknown placeholder \{customer\.nmae\}: use \{customer\.name\}/)).toBeVisible());
  },
};
