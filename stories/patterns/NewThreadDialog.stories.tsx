import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { endpoints, forumMessages } from '@orisun/api';
import { createForum, handlers, respondWithError } from '@orisun/api/mocks';
import { UiProvider } from '@orisun/ui';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';
import { RouterLink } from '../../site/src/runtime/RouterLink.tsx';
import { forumNewThread } from '../../site/src/content/forum.ts';
import NewThreadDialog from '../../site/src/pages/Forum/NewThreadDialog.tsx';

/** The forum's New Thread dialog (docs/product.md §2.13), open, against an in-memory forum. */
function Dialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <NewThreadDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange(next);
          }}
        />
      </UiProvider>
    </Providers>
  );
}

const forum = createForum();

const meta = {
  title: 'Patterns/NewThreadDialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  parameters: { msw: { handlers: [...forum.handlers, ...handlers] } },
  beforeEach: () => forum.reset(),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 40_000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (dialog: ReturnType<typeof within>, label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fill(canvasElement: HTMLElement) {
  const dialog = within(await body(canvasElement).findByRole('dialog', { name: forumNewThread.title }, slow));
  await userEvent.type(field(dialog, forumNewThread.fields.title), 'Dark mode for the dashboard');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: new RegExp(`^${forumNewThread.fields.category}`) }), 'Feature Requests');
  await userEvent.type(field(dialog, forumNewThread.fields.content), 'It would help at night.');
  await userEvent.type(field(dialog, forumNewThread.fields.tags), 'Dark Mode{Enter}');
  return dialog;
}

/** Empty: Post Thread waits for title, category and content. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: forumNewThread.title }, slow));
    await expect(dialog.getByRole('button', { name: forumNewThread.submit })).toBeDisabled();
  },
};

/** Filled and posted: the dialog closes; the tag was normalised. */
export const Posted: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await fill(canvasElement);
    await expect(dialog.getByText('dark-mode')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(forumMessages.threadCreated, {}, slow)).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Refused (429): 'Error uploading Thread' with the sentence in the dialog, not in a toast; the typed text stays. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        respondWithError(endpoints.createThread, 429, { error: 'You are posting too fast. Please wait 60 seconds.', retryAfterSeconds: 60 }),
        ...forum.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: forumNewThread.submit }));
    // Said once, in the dialog above its buttons (no toast over them).
    const refusal = await dialog.findByRole('alert', {}, slow);
    await expect(refusal).toHaveTextContent(forumMessages.threadFailed);
    await expect(refusal).toHaveTextContent('You are posting too fast.');
    await expect(field(dialog, forumNewThread.fields.title)).toHaveValue('Dark mode for the dashboard');
  },
};
