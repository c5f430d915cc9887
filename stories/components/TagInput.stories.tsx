import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, Button, Stack, TagInput, type TagInputProps } from '@orisun/ui';

/** Holds the tags, as a form would. */
function Controlled(args: TagInputProps) {
  const [tags, setTags] = useState<string[]>([...args.value]);
  return (
    <TagInput
      {...args}
      value={tags}
      onValueChange={(next) => {
        args.onValueChange(next);
        setTags(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TagInput',
  component: TagInput,
  args: {
    label: 'Tags',
    description: 'Optional. Press Enter or + to add a tag.',
    value: ['question'],
    onValueChange: fn(),
    max: 5,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter or '+' adds; each chip has a "Remove tag …" button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'bug{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['question', 'bug']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'api');
    await userEvent.click(canvas.getByRole('button', { name: 'Add tag' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['question', 'bug', 'api']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag bug' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['question', 'api']);
  },
};

/** A tag already there, or nothing typed: not added, and the field says why. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'question{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveAccessibleDescription(/“question” is already added\./);
  },
};

/** At `max` (here 5) the field refuses more and says so. */
export const Full: Story = {
  args: { value: ['help', 'bug', 'api', 'mobile', 'web'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'more{Enter}');
    await expect(canvas.getByText('You can add up to 5 tags.')).toBeVisible();
  },
};

/** `normalize`: lower-case, dashes for spaces ("Feature Request" → "feature-request"). */
export const Normalized: Story = {
  args: { value: [], normalize: (typed: string) => typed.trim().toLowerCase().replace(/\s+/g, '-') },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Tags' }), 'Feature Request{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['feature-request']);
  },
};

/** An error from the form (the server refused the tags). */
export const WithError: Story = {
  args: { error: 'Add at most 5 tags, each once.' },
};

/** Inside a form: Enter adds a tag and never submits; Backspace in the empty field reaches the last chip. */
export const InAForm: Story = {
  args: { value: ['help'] },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(0);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted((n) => n + 1);
        }}
      >
        <Stack space="4">
          <Controlled {...args} />
          <Button type="submit">Post Thread</Button>
          <output>Submitted {submitted} times</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(field, 'tutorial{Enter}');
    await expect(canvas.getByText('Submitted 0 times')).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('button', { name: 'Remove tag tutorial' })).toHaveFocus();
  },
};

/** Empty, with tags, refused, full and with an error, at full width and at 320px. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: (args) => (
    <Stack space="4">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Stack space="4">
            <TagInput {...args} label="Empty" value={[]} />
            <TagInput {...args} label="With tags" value={['help', 'feature-request', 'mobile']} />
            <Box style={{ maxWidth: 320 }}>
              <TagInput {...args} label="Narrow, with an error" description="Press Enter or + to add a tag." value={['analytics', 'performance', 'web']} error="Add at most 5 tags, each once." required />
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
