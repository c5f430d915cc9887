import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowRight, Send, Trash2, X } from 'lucide-react';
import { Box, Button, IconButton, Inline, Stack, Text, buttonSizes, buttonTones, buttonVariants } from '@orisun/ui';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Send message', variant: 'solid', size: 'md', tone: 'accent', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    tone: { control: 'select', options: buttonTones },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** One solid button per view for the main action; the others for secondary actions. */
export const Variants: Story = {
  render: (args) => (
    <Inline space="3">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

/** `sm` stays 44px to touch through a virtual hit area; `md` is 44px high. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="3">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

/** `tone="critical"` for destructive actions, `neutral` for quiet ones. */
export const Tones: Story = {
  render: (args) => (
    <Inline space="3">
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </Inline>
  ),
};

/** A decorative icon before (default) or after the label. */
export const WithIcon: Story = {
  render: (args) => (
    <Inline space="3">
      <Button {...args} icon={<Send />}>
        Send
      </Button>
      <Button {...args} variant="outline" icon={<ArrowRight />} iconPosition="end">
        Next step
      </Button>
    </Inline>
  ),
};

/** `IconButton` requires a `label`: screen readers, voice control and translation use it. */
export const IconOnly: Story = {
  render: () => (
    <Inline space="2">
      <IconButton icon={<X />} label="Close" />
      <IconButton icon={<Trash2 />} label="Delete reply" tone="critical" variant="soft" />
      <IconButton icon={<Send />} label="Send" variant="solid" tone="accent" size="sm" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete reply' })).toBeVisible();
  },
};

/** Click: the button shows a spinner at the same width, is busy and ignores further clicks. */
export const Loading: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    const [count, setCount] = useState(0);
    return (
      <Stack space="2" align="left">
        <Button
          {...args}
          loading={loading}
          onClick={() => {
            setCount((c) => c + 1);
            setLoading(true);
          }}
        >
          Submit ticket
        </Button>
        <Text size="sm" tone="muted">
          Submitted {count} time(s)
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Submit ticket' });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleDescription('Loading');
    await expect(button.getBoundingClientRect().width).toBe(width);
    await userEvent.click(button);
    await expect(canvas.getByText('Submitted 1 time(s)')).toBeVisible();
  },
};

/**
 * Disabled buttons cannot be focused or used. Use sparingly, for actions that truly cannot run
 * now; never to say a form is invalid (let it submit and show the errors).
 */
export const Disabled: Story = { args: { disabled: true } };

/** `fullWidth` for the submit button of a form on a phone. */
export const FullWidth: Story = { args: { fullWidth: true } };

/** A long label wraps instead of overflowing a narrow screen. */
export const LongContent: Story = {
  args: { children: 'Book a free consultation with one of our engineers this week' },
  render: (args) => (
    <Box style={{ maxWidth: '14rem' }}>
      <Button {...args} />
    </Box>
  ),
};

/** `asChild` lends the look to your own element (here a `<label>` for a file input). */
export const AsChild: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <label htmlFor="cv-upload">
        Choose a file
        <input id="cv-upload" type="file" style={{ display: 'none' }} />
      </label>
    </Button>
  ),
};

/** Every variant × size × tone, enabled and disabled, on canvas and surface. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="4">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Stack space="3">
            {buttonVariants.map((variant) => (
              <Stack key={variant} space="2">
                {buttonTones.map((tone) => (
                  <Inline key={tone} space="2">
                    {buttonSizes.map((size) => (
                      <Button key={size} variant={variant} tone={tone} size={size}>
                        {variant} {tone} {size}
                      </Button>
                    ))}
                    <IconButton icon={<Send />} label={`${variant} ${tone} icon`} variant={variant} tone={tone} />
                    <Button variant={variant} tone={tone} loading>
                      Loading
                    </Button>
                    <Button variant={variant} tone={tone} disabled>
                      Disabled
                    </Button>
                  </Inline>
                ))}
              </Stack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
