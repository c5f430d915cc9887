import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack, TextArea } from '@orisun/ui';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'Project details',
    hint: '',
    error: '',
    rows: 4,
    showCount: false,
    required: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' }, maxLength: { control: 'number' } },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Project details' });
    await expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, 'A booking app');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'What should it do, for whom, and by when?' },
};

export const WithError: Story = {
  args: { error: 'Tell us about the project', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Tell us about the project');
  },
};

export const Required: Story = {
  args: { required: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 3 March.' },
};

/** With `maxLength` the count reads "12 / 500"; screen readers hear it once typing pauses. */
export const WithCount: Story = {
  args: { label: 'Bio', showCount: true, maxLength: 280, hint: 'A few lines about your work.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bio' }), 'Hello');
    await expect(canvas.getByText('5 / 280')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('A few lines about your work. 5 of 280 characters used');
  },
};

/** Every state, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="5">
      <TextArea label="Default" />
      <TextArea label="With hint and count" hint="A few lines about your work." showCount maxLength={280} defaultValue="Designer in Lagos." />
      <TextArea label="Required" required rows={2} />
      <TextArea label="With error" error="Tell us about the project" rows={2} />
      <TextArea label="Disabled" disabled rows={2} defaultValue="Sent on 3 March." />
    </Stack>
  ),
};
