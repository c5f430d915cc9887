import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Grid, gridColumns } from '@orisun/ui';

const cells = Array.from({ length: 6 }, (_, i) => (
  <Box key={i} background="neutralSoft" padding="4" borderRadius="md">
    Cell {i + 1}
  </Box>
));

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: { columns: 3, space: '4', children: cells },
  argTypes: {
    columns: { control: 'select', options: gridColumns },
    space: { control: 'select', options: ['none', '1', '2', '3', '4', '5', '6', '7', '8'] },
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One column on phones, two on tablets, three on desktops. */
export const ResponsiveColumns: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 3 } } };

/** `minColumnWidth`: as many columns as fit, each at least 12rem wide. */
export const MinColumnWidth: Story = { args: { minColumnWidth: '12rem' } };

/** `as="ul"` makes each cell a list item. */
export const AsList: Story = { args: { as: 'ul', 'aria-label': 'Cells', columns: 2 } };
