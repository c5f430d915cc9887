import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, stackAligns } from '@orisun/ui';

const Item = ({ children }: { children: string }) => (
  <Box background="neutralSoft" padding="3" borderRadius="md">
    {children}
  </Box>
);

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    space: '4',
    align: 'left',
    dividers: false,
    children: [<Item key="1">Lagos</Item>, <Item key="2">Ogbomosho</Item>, <Item key="3">Cotonou</Item>],
  },
  argTypes: {
    space: { control: 'select', options: ['none', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] },
    align: { control: 'inline-radio', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `dividers` draws a hairline between items; the space sits on both sides of it. */
export const Dividers: Story = { args: { dividers: true } };

/** `align="center"` centres items at their own width (empty states, hero content). */
export const Align: Story = { args: { align: 'center' } };

/** `as="ul"` wraps each child in a list item, so screen readers announce the count. */
export const AsList: Story = { args: { as: 'ul', 'aria-label': 'Offices', dividers: true } };

/** Space per breakpoint: tight on phones, roomier on desktop. */
export const ResponsiveSpace: Story = { args: { space: { mobile: '2', desktop: '7' } } };
