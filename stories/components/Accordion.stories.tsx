import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, Button, Inline, Stack, Text, accordionHeadingLevels, type AccordionRootProps } from '@orisun/ui';

const faq = [
  { value: 'cost', q: 'How much does a custom project cost?', a: 'It depends on the scope. Send a project brief and we reply with an estimate within two working days.' },
  { value: 'time', q: 'How long does a project take?', a: 'Most projects ship a first version in 8 to 16 weeks, with a demo every two weeks.' },
  { value: 'support', q: 'Do you support the software after launch?', a: 'Yes. Every project comes with three months of support, and support plans after that.' },
  { value: 'where', q: 'Where are your offices?', a: 'Lagos and Ogbomosho in Nigeria, and Cotonou in Benin.' },
];

function Faq(props: Omit<AccordionRootProps, 'children'>) {
  return (
    <Accordion.Root {...props}>
      {faq.map((f) => (
        <Accordion.Item key={f.value} value={f.value}>
          <Accordion.Trigger>{f.q}</Accordion.Trigger>
          <Accordion.Content>{f.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  args: { headingLevel: 3, onValueChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
    defaultValue: { control: 'select', options: [undefined, ...faq.map((f) => f.value)] },
  },
  render: (args) => <Faq {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}><Story /></div>],
} satisfies Meta<typeof Accordion.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ: opening one closes the other; clicking the open one closes it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cost = canvas.getByRole('button', { name: faq[0]!.q });
    const time = canvas.getByRole('button', { name: faq[1]!.q });
    await userEvent.click(cost);
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('region', { name: faq[0]!.q })).toHaveTextContent(faq[0]!.a);
    await userEvent.click(time);
    await expect(time).toHaveAttribute('aria-expanded', 'true');
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(time);
    await expect(time).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Arrow keys move between questions; Enter or Space opens one. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: faq[0]!.q }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const time = canvas.getByRole('button', { name: faq[1]!.q });
    await expect(time).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(time).toHaveAttribute('aria-expanded', 'true');
  },
};

/** An item open from the start. */
export const DefaultOpen: Story = {
  args: { defaultValue: 'support' },
};

/** Match the page outline: under an `h2` section the questions are `h3` (the default); deeper, `h4`. */
export const HeadingLevel: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(faq.length);
  },
};

/** Controlled with `value` + `onValueChange` (`""` when none is open). */
export const Controlled: Story = {
  render: function Render() {
    const [value, setValue] = useState('');
    return (
      <Stack space="4">
        <Inline space="2">
          {faq.map((f) => (
            <Button key={f.value} size="sm" variant="outline" tone="neutral" onClick={() => setValue(f.value)}>
              Open “{f.value}”
            </Button>
          ))}
        </Inline>
        <Text>Open item: {value || 'none'}</Text>
        <Faq value={value} onValueChange={setValue} />
      </Stack>
    );
  },
};

/** One item open and one disabled, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Accordion.Root defaultValue="cost">
      {faq.map((f) => (
        <Accordion.Item key={f.value} value={f.value} disabled={f.value === 'where'}>
          <Accordion.Trigger>{f.q}</Accordion.Trigger>
          <Accordion.Content>{f.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};
