import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ticketAttachmentAccept, ticketAttachmentMaxBytes, ticketAttachmentMaxFiles, ticketAttachmentMessages } from '@orisun/api';
import { FilesField, type FilesFieldProps } from '@orisun/ui';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

/** The field with its list kept in state, as a form keeps it. */
function Controlled(props: Omit<FilesFieldProps, 'value' | 'onValueChange'> & { onValueChange?: FilesFieldProps['onValueChange'] }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilesField
      {...props}
      value={files}
      onValueChange={(next) => {
        setFiles(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FilesField',
  component: Controlled,
  args: {
    label: 'Attachments',
    hint: 'Images or PDFs, up to 3 files of 5 MB each.',
    accept: ticketAttachmentAccept,
    maxBytes: ticketAttachmentMaxBytes,
    maxFiles: ticketAttachmentMaxFiles,
    messages: ticketAttachmentMessages,
    error: '',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen files are listed with type and size; each has a remove button reachable by keyboard. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Attachments');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, [fileOf('invoice.pdf', 240 * 1024), fileOf('screen.png', 1.5 * MB, 'image/png')]);
    await expect(canvas.getByText('invoice.pdf')).toBeVisible();
    await expect(canvas.getByText('PNG, 1.5 MB')).toBeVisible();
    await expect(canvas.getByText('2 of 3 files chosen')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'invoice.pdf' }), expect.objectContaining({ name: 'screen.png' })]);
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove invoice.pdf' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('invoice.pdf')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

/** A file over 5 MB, of another type or a fourth one is refused on choice, with the reason in place; the others are added. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Attachments');
    await userEvent.upload(input, [fileOf('scan.pdf', 6 * MB), fileOf('notes.docx', 2048, 'application/msword'), fileOf('a.pdf', 10)], { applyAccept: false });
    await expect(canvas.getByText(/scan\.pdf: Each attachment must be 5 MB or smaller\./)).toBeVisible();
    await expect(canvas.getByText(/notes\.docx: Attach images/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('a.pdf')).toBeVisible();
    await userEvent.upload(input, [fileOf('b.pdf', 10), fileOf('c.pdf', 10), fileOf('d.pdf', 10)]);
    await expect(canvas.getByText(/d\.pdf: Attach at most 3 files\./)).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'screen.png: This file is not an image or a PDF, whatever its name says.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Attachments')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
