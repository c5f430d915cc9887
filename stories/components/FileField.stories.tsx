import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField, Stack } from '@orisun/ui';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: 'Resume',
    hint: 'PDF, DOC or DOCX, up to 5 MB.',
    accept: '.pdf,.doc,.docx',
    maxBytes: 5 * MB,
    error: '',
    required: false,
    disabled: false,
    onFileChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file shows its name and size; the input is reachable with Tab. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Resume');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = fileOf('ada-cv.pdf', 240 * 1024);
    await userEvent.upload(input, file);
    await expect(canvas.getByText('ada-cv.pdf, 240 KB')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
  },
};

export const WithHint: Story = {};

export const WithError: Story = {
  args: { error: 'Attach your resume', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Resume/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { required: true },
};

export const Disabled: Story = {
  args: { disabled: true },
};

/** A file over `maxBytes` is refused on choice, with the reason in place. */
export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Resume');
    await userEvent.upload(input, fileOf('portfolio.pdf', 7 * MB));
    await expect(canvas.getByText('The file is larger than 5 MB.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

/** A file outside `accept` (a drop skips the picker's filter) is refused too. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Resume'), fileOf('photo.png', 2048, 'image/png'), { applyAccept: false });
    await expect(canvas.getByText('This type of file cannot be used. Choose a .pdf, .doc or .docx file.')).toBeVisible();
  },
};

/** Every state, for visual regression (a chosen file cannot be set without a play, see Default). */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="5">
      <FileField label="Default" accept=".pdf" />
      <FileField label="With hint" hint="PDF, DOC or DOCX, up to 5 MB." accept=".pdf,.doc,.docx" />
      <FileField label="Required" required />
      <FileField label="With error" error="Attach your resume" />
      <FileField label="Disabled" disabled />
    </Stack>
  ),
};
