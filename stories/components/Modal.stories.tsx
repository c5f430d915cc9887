import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, Select, Stack, Text, TextArea, TextField, modalSizes } from '@orisun/ui';

const meta = {
  title: 'Components/Modal',
  component: Modal.Content,
  args: {
    title: 'Start a project',
    description: 'Tell us what you need; we reply within one working day.',
    titleHidden: false,
    size: 'md',
    closeLabel: 'Close',
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>Open the brief</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Body>
          <Stack space="5">
            <TextField label="Name" required autoComplete="name" />
            <TextField label="Email" type="email" required autoComplete="email" />
            <TextArea label="Project details" required />
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="outline" tone="neutral">
              Cancel
            </Button>
          </Modal.Close>
          <Button type="submit">Send brief</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
} satisfies Meta<typeof Modal.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

const openModal = async (canvasElement: HTMLElement, name = 'Open the brief') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('dialog');
};

/** Escape closes the modal and focus goes back to the button that opened it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open the brief' });
    const dialog = await openModal(canvasElement);
    await expect(dialog).toHaveAccessibleName(args.title as string);
    await expect(dialog).toHaveAccessibleDescription(args.description as string);
    // Radix moves focus into the dialog (its first focusable: the close button).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The modal open, for visual regression: a sheet on phones, centred on desktop. */
export const Open: Story = {
  tags: ['vrt', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

/** The close button, a footer `Modal.Close` and a click on the backdrop all close it. */
export const Closing: Story = {
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openModal(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openModal(canvasElement);
    const overlay = document.querySelector<HTMLElement>('[data-part="Overlay"]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Tab stays inside the open modal. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

/** No visible title in the design: the title stays for screen readers. */
export const TitleHidden: Story = {
  args: { titleHidden: true, title: 'Photo of the Lagos office', description: undefined },
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button variant="outline">View photo</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Body>
          <Text>Imagine a photo of the office here.</Text>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'View photo');
    await expect(dialog).toHaveAccessibleName('Photo of the Lagos office');
  },
};

/** Long content scrolls inside the panel; the header and the footer's actions stay put. */
export const LongContent: Story = {
  args: { title: 'Terms of service', description: 'Last updated 1 March.' },
  render: (args) => (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button variant="outline">Read the terms</Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Body>
          <Stack space="4">
            {Array.from({ length: 30 }, (_, i) => (
              <Text key={i}>
                {i + 1}. Orisun Software builds and maintains the software described in each statement of work, and
                reports progress every two weeks.
              </Text>
            ))}
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>I have read them</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement, 'Read the terms');
    await waitFor(() => expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'I have read them' })).toBeVisible());
  },
};

/** Controlled with `open` + `onOpenChange`, e.g. to close after a successful submit. */
export const Controlled: Story = {
  args: { title: 'Brief sent', description: 'Thank you. We will reply within one working day.' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const onOpenChange = fn(setOpen);
    return (
      <Stack space="3">
        <Button onClick={() => setOpen(true)}>Send brief</Button>
        <Text>The modal is {open ? 'open' : 'closed'}.</Text>
        <Modal.Root open={open} onOpenChange={onOpenChange}>
          <Modal.Content {...args}>
            <Modal.Footer>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </Modal.Footer>
          </Modal.Content>
        </Modal.Root>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'Send brief');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(canvasElement).getByText('The modal is closed.')).toBeVisible());
  },
};

/** A form in a modal: errors show in place, the submit button is never disabled to signal them. */
export const WithSelect: Story = {
  args: { title: 'Join the team', description: 'Tell us where you would like to work.', size: 'sm' },
  render: (args) => (
    <Modal.Root defaultOpen>
      <Modal.Content {...args}>
        <Modal.Body>
          <Select
            label="Office"
            placeholder="Choose an office"
            options={[
              { value: 'lagos', label: 'Lagos' },
              { value: 'ogbomosho', label: 'Ogbomosho' },
              { value: 'cotonou', label: 'Cotonou' },
            ]}
            error="Choose an office"
          />
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit">Apply</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
};
