import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttachmentList } from '@orisun/ui';

const meta = {
  title: 'Components/AttachmentList',
  component: AttachmentList,
  args: {
    title: 'Attachments',
    items: [
      { id: '1', name: 'invoice (March).pdf', href: '/api/ticket-attachments/1', downloadName: 'ticket-ORI-7K3M-9QXD-2HFA-0000-1.pdf', fileType: 'PDF', size: '240 KB' },
      { id: '2', name: 'screenshot of the invoices page.png', href: '/api/ticket-attachments/2', downloadName: 'ticket-ORI-7K3M-9QXD-2HFA-0000-2.png', fileType: 'PNG image', size: '1.5 MB', image: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Download links with type and size; no image is loaded inline (paid data). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: /invoice \(March\)\.pdf/ });
    await expect(link).toHaveAttribute('download', 'ticket-ORI-7K3M-9QXD-2HFA-0000-1.pdf');
    await expect(link).toHaveAttribute('href', '/api/ticket-attachments/1');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A name that could be markup is shown as text. */
export const UnsafeName: Story = {
  args: { items: [{ id: '3', name: '<img src=x onerror=alert(1)>.pdf', href: '/api/ticket-attachments/3', fileType: 'PDF', size: '12 KB' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)>.pdf')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
