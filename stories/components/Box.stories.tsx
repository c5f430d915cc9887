import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@orisun/ui';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: {
    as: 'section',
    padding: '6',
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: 'A section with padding, a surface background, rounded corners and a small shadow.',
  },
  argTypes: {
    padding: { control: 'select', options: ['none', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] },
    background: { control: 'select', options: ['canvas', 'surface', 'raised', 'sunken', 'accentSoft', 'neutralSoft'] },
    borderRadius: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'xl', 'full'] },
    boxShadow: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every layout prop takes one value per breakpoint: here the padding grows on wider screens. */
export const Responsive: Story = {
  args: { padding: { mobile: '3', tablet: '6', desktop: '9' }, children: 'Padding 3 on phones, 6 on tablets, 9 on desktops.' },
};

/** Background roles follow the colour mode. */
export const Backgrounds: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="3">
      {(['canvas', 'surface', 'raised', 'sunken', 'accentSoft', 'neutralSoft'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="4" borderRadius="md">
          {bg}
        </Box>
      ))}
    </Box>
  ),
};
