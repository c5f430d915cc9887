import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, TOAST_DURATION_MS, toastTypes, useToast, type ToastOptions } from '@orisun/ui';

/**
 * Raises a toast with `useToast()`. The `ToastProvider` sits at the app root (in Storybook, a
 * decorator in preview.tsx wraps every story), so there is one viewport for the whole page.
 */
function ToastDemo(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Show toast</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { type: 'success', title: 'Message sent', description: 'We reply within one working day.' },
  argTypes: { type: { control: 'inline-radio', options: toastTypes } },
  parameters: {
    docs: {
      description: {
        component: `Raise toasts with \`const { toast } = useToast(); toast({ title, description, type })\` under one \`ToastProvider\`. A toast closes after ${TOAST_DURATION_MS} ms (hover or focus pauses it) or on its close button.`,
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: /Notifications/ });

const show = async (canvasElement: HTMLElement, name = 'Show toast') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const item = await within(region()).findByRole('listitem');
  // Keep the pointer on it: Radix pauses the timer while the pointer is over the toasts.
  await userEvent.hover(item);
  return item;
};

/** A success toast is announced politely through Radix's status announcer. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const item = await show(canvasElement);
    await expect(item).toHaveTextContent(args.title);
    const announcer = await screen.findByText(/Success: Message sent/, { selector: '[role=status]' });
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
  },
};

/** An error toast is announced assertively and drawn in the critical tone. */
export const Error: Story = {
  args: { type: 'error', title: 'Could not send', description: 'Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement);
    await expect(item).toHaveAttribute('data-type', 'error');
    const announcer = await screen.findByText(/Error: Could not send/, { selector: '[role=status]' });
    await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  },
};

/** The close button dismisses it at once. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement);
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region()).queryAllByRole('listitem')).toHaveLength(0));
  },
};

/** Without a pointer over it, a toast goes away by itself after 3 seconds. */
export const AutoClose: Story = {
  args: { title: 'Saved', description: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await within(region()).findByRole('listitem')).toBeInTheDocument();
    await waitFor(() => expect(within(region()).queryAllByRole('listitem')).toHaveLength(0), { timeout: TOAST_DURATION_MS + 1500 });
  },
};

function Both() {
  const { toast } = useToast();
  return (
    <Inline space="3">
      <Button onClick={() => toast({ type: 'success', title: 'Reply posted' })}>Success</Button>
      <Button tone="critical" onClick={() => toast({ type: 'error', title: 'Could not post', description: 'Try again in a minute.' })}>
        Error
      </Button>
    </Inline>
  );
}

/** Toasts stack, newest last; each one, of each type, open for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => <Both />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const items = await within(region()).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await userEvent.hover(items[1]!);
    await waitFor(() => expect(items[1]).toHaveAttribute('data-state', 'open'));
  },
};
