import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CalendarDays, Check, Clock, MapPin, Wallet } from 'lucide-react';
import { Box, Card, Fact, factSizes, Stack, textTones } from '@orisun/ui';

const meta = {
  title: 'Components/Fact',
  component: Fact,
  args: { icon: MapPin, label: 'Location', children: 'Lagos, Nigeria', size: 'md', iconTone: 'muted' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: factSizes },
    iconTone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Fact>;
export default meta;
type Story = StoryObj<typeof meta>;

const longLocation = 'Orisun Lagos office, 4th floor, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria (entrance on the side street)';

/**
 * Every Fact inside `root`: its icon sits beside the first line of its text (vertically within
 * that line, and before the text on the row), and, with `wraps`, the text runs over several lines.
 */
async function expectIconsBesideFirstLine(root: HTMLElement, { wraps = false } = {}) {
  const facts = [...root.querySelectorAll<HTMLElement>('[data-component="Fact"]')];
  await expect(facts.length).toBeGreaterThan(0);
  for (const fact of facts) {
    const icon = fact.querySelector('[data-part="Icon"] svg')!.getBoundingClientRect();
    const textEl = fact.querySelector<HTMLElement>('[data-part="Text"]')!;
    const text = textEl.getBoundingClientRect();
    const line = parseFloat(getComputedStyle(textEl).lineHeight);
    const iconMiddle = (icon.top + icon.bottom) / 2;
    await expect(iconMiddle).toBeGreaterThanOrEqual(text.top);
    await expect(iconMiddle).toBeLessThanOrEqual(text.top + line);
    await expect(icon.right).toBeLessThanOrEqual(text.left);
    if (wraps) await expect(text.height).toBeGreaterThan(1.5 * line);
  }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const fact = canvasElement.querySelector<HTMLElement>('[data-component="Fact"]')!;
    await expect(fact).toHaveTextContent('Location: Lagos, Nigeria');
    await expectIconsBesideFirstLine(canvasElement);
  },
};

/** `size`: `sm` for the meta data of a card, `md` (default) for lists of features. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space="3">
      {factSizes.map((size) => (
        <Fact key={size} {...args} size={size}>
          {`Size ${size}`}
        </Fact>
      ))}
    </Stack>
  ),
};

/** A card's facts: a screen-reader `label` names each value the icon stands for. */
export const CardFacts: Story = {
  render: () => (
    <Card padding="lg">
      <Stack space="2">
        <Fact icon={CalendarDays} label="When" size="sm">
          Thu 10 Dec 2026, 10:00 WAT
        </Fact>
        <Fact icon={Clock} label="Duration" size="sm">
          2 hours
        </Fact>
        <Fact icon={Wallet} label="Rate" size="sm">
          ₦45,000 / hour
        </Fact>
      </Stack>
    </Card>
  ),
};

/** A check list: Facts in a `Stack as="ul"`, with a positive icon and no label. */
export const CheckList: Story = {
  args: { icon: Check, iconTone: 'positive', label: undefined },
  render: (args) => (
    <Stack as="ul" space="3">
      {['Shared growth with a partner who knows the market', 'Joint go-to-market plans', 'Quarterly reviews'].map((item) => (
        <Fact key={item} {...args}>
          {item}
        </Fact>
      ))}
    </Stack>
  ),
};

/**
 * A long text at phone width (375 px): the text wraps under itself and the icon stays beside its
 * first line, never alone on a line above it.
 */
export const LongText: Story = {
  args: { children: longLocation },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <Card padding="lg">
      <Stack space="2">
        <Fact {...args} size="sm" />
        <Fact {...args} icon={Check} iconTone="positive" label={undefined} />
      </Stack>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expectIconsBesideFirstLine(canvasElement, { wraps: true });
  },
};

/** Every size and a few icon tones, short and long (wrapping in a phone-wide column). */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="4">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3" style={{ maxWidth: '20rem' }}>
          <Stack space="3">
            {factSizes.map((size) =>
              (['muted', 'positive', 'accent'] as const).map((tone) => (
                <Fact key={`${size}-${tone}`} icon={tone === 'positive' ? Check : MapPin} iconTone={tone} size={size} label={tone === 'positive' ? undefined : 'Location'}>
                  {tone === 'accent' ? longLocation : `Size ${size}, ${tone} icon`}
                </Fact>
              )),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectIconsBesideFirstLine(canvasElement);
  },
};
