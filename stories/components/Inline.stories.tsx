import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, inlineAligns, inlineAlignYs, inlineCollapseBelows } from '@orisun/ui';

const Item = ({ children }: { children: string }) => (
  <Box background="neutralSoft" paddingX="3" paddingY="2" borderRadius="md">
    {children}
  </Box>
);
const items = ['Web apps', 'Mobile apps', 'Cloud', 'Data', 'Design', 'Training'].map((t) => <Item key={t}>{t}</Item>);

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: { space: '2', align: 'left', alignY: 'center', children: items },
  argTypes: {
    space: { control: 'select', options: ['none', '1', '2', '3', '4', '5', '6', '7', '8'] },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...inlineCollapseBelows] },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Items wrap onto new lines in a narrow space. */
export const Wrapping: Story = { render: (args) => <div style={{ maxWidth: '16rem' }}><Inline {...args} /></div> };

/** `align` moves items along the row; `between` pushes them to both ends. */
export const Align: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="4">
      {inlineAligns.map((align) => (
        <Inline key={align} {...args} align={align}>
          <Item>{align}</Item>
          <Item>second</Item>
        </Inline>
      ))}
    </Box>
  ),
};

/** `collapseBelow="tablet"`: a vertical stack on phones, a row from tablets up. */
export const CollapseBelow: Story = { args: { collapseBelow: 'tablet' } };

/** `as="ul"` makes a list of items (tag lists, footer links). */
export const AsList: Story = { args: { as: 'ul', 'aria-label': 'Services' } };
