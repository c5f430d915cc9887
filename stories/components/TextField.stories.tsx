import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Stack, TextField, textFieldTypes } from '@orisun/ui';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    hint: '',
    error: '',
    placeholder: 'you@example.com',
    required: false,
    disabled: false,
    labelHidden: false,
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    hint: { control: 'text' },
    error: { control: 'text' },
    label: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@orisun.ng');
    await expect(input).toHaveValue('ada@orisun.ng');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Help text sits under the label and is read with the field. */
export const WithHint: Story = {
  args: { hint: 'We reply to this address within one working day.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('We reply to this address within one working day.');
  },
};

/** The error is explained in place, marks the field invalid and is announced. */
export const WithError: Story = {
  args: { defaultValue: 'ada@', error: 'Enter an e-mail address like name@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
  },
};

/** A visible `*` and `aria-required`; the form's schema does the checking. */
export const Required: Story = {
  args: { label: 'Full name', type: 'text', placeholder: '', required: true, autoComplete: 'name' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@orisun.ng' },
};

/** Each type brings the right phone keyboard (`inputmode`). */
export const Types: Story = {
  render: (args) => (
    <Stack space="5">
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`Type ${type}`} placeholder="" />
      ))}
    </Stack>
  ),
};

/** The label stays the accessible name when the context makes it obvious on screen. */
export const LabelHidden: Story = {
  args: { label: 'Search the forum', type: 'search', labelHidden: true, placeholder: 'Search the forum' },
};

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter an e-mail address like name@example.com'),
});

/** `{...register('email')}` spreads straight onto the field; zod errors show in place on submit. */
export const WithReactHookForm: Story = {
  render: function Render() {
    const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
    return (
      <form noValidate onSubmit={handleSubmit(() => {})}>
        <Stack space="5">
          <TextField label="Name" required autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" required autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit">Send</Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Enter your name')).toBeVisible();
    await expect(canvas.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** Every state, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="5">
      <TextField label="Default" placeholder="Placeholder" />
      <TextField label="Filled" defaultValue="ada@orisun.ng" type="email" />
      <TextField label="With hint" hint="We reply within one working day." />
      <TextField label="Required" required />
      <TextField label="With error" defaultValue="ada@" error="Enter an e-mail address like name@example.com" />
      <TextField label="Disabled" disabled defaultValue="Cannot change" />
    </Stack>
  ),
};
