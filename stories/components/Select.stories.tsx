import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Select, Stack } from '@orisun/ui';

const projectTypes = [
  { value: 'custom', label: 'Custom Software Development' },
  { value: 'saas', label: 'B2B SaaS Solutions' },
  { value: 'mobile', label: 'Mobile App Development' },
  { value: 'consulting', label: 'IT Consulting and Strategy' },
  { value: 'transformation', label: 'Digital Transformation' },
  { value: 'web', label: 'Website & Web App Development' },
] as const;

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Project type',
    placeholder: 'Choose a project type',
    options: projectTypes,
    hint: '',
    error: '',
    required: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, label: { control: 'text' }, options: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Project type' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'saas');
    await expect(select).toHaveValue('saas');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Pick the closest; you can explain below.' },
};

export const WithError: Story = {
  args: { error: 'Choose a project type', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a project type');
  },
};

export const Required: Story = {
  args: { required: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'web' },
};

/** `<option>`/`<optgroup>` children when choices need groups. */
export const WithGroups: Story = {
  args: { label: 'Office', placeholder: 'Choose an office', options: undefined },
  render: (args) => (
    <Select {...args}>
      <optgroup label="Nigeria">
        <option value="lagos">Lagos</option>
        <option value="ogbomosho">Ogbomosho</option>
      </optgroup>
      <optgroup label="Benin">
        <option value="cotonou">Cotonou</option>
      </optgroup>
    </Select>
  ),
};

const schema = z.object({ type: z.enum(['custom', 'saas', 'mobile', 'consulting', 'transformation', 'web'], { error: 'Choose a project type' }) });

/** `{...register('type')}` spreads straight on; the empty placeholder fails the enum in place. */
export const WithReactHookForm: Story = {
  render: function Render(args) {
    const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
    return (
      <form noValidate onSubmit={handleSubmit(() => {})}>
        <Stack space="5">
          <Select {...args} required error={formState.errors.type?.message} {...register('type')} />
          <Button type="submit">Continue</Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Choose a project type', { selector: 'span' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'mobile');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('combobox')).not.toHaveAttribute('aria-invalid');
  },
};

/** Every state, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="5">
      <Select label="Placeholder" placeholder="Choose a project type" options={projectTypes} />
      <Select label="Chosen" options={projectTypes} defaultValue="saas" hint="Pick the closest." />
      <Select label="Required" required placeholder="Choose" options={projectTypes} />
      <Select label="With error" placeholder="Choose" options={projectTypes} error="Choose a project type" />
      <Select label="Disabled" disabled options={projectTypes} defaultValue="web" />
    </Stack>
  ),
};
