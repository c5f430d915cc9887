import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Card, Grid, Heading, Reveal, Stack, Text, revealElements } from '@orisun/ui';

const meta = {
  title: 'Components/Reveal',
  component: Reveal,
  args: { as: 'div' },
  argTypes: { as: { control: 'inline-radio', options: revealElements } },
} satisfies Meta<typeof Reveal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card that rises into place when it scrolls into view (no motion for reduced motion). */
export const Default: Story = {
  render: (args) => (
    <Reveal {...args}>
      <Card>
        <Stack space="2">
          <Heading level={3} size="lg">
            Tailored Solutions
          </Heading>
          <Text>Software shaped around the way your business works.</Text>
        </Stack>
      </Card>
    </Reveal>
  ),
  play: async ({ canvasElement }) => {
    // The content is visible from the first paint: the entrance only moves it.
    await expect(within(canvasElement).getByText('Tailored Solutions')).toBeVisible();
  },
};

/** A list of cards below the fold: scroll the canvas to see each rise in turn. */
export const List: Story = {
  render: () => (
    <Box paddingY="12">
      <Grid as="ul" columns={{ mobile: 1, tablet: 2 }} space="4">
        {['Tailored Solutions', 'Innovation-Driven', 'Expert Team', 'End-to-End Service', 'Scalable And Future-Proof', 'Customer-Centric Approach'].map(
          (title) => (
            <Reveal key={title}>
              <Card>
                <Heading level={3} size="lg">
                  {title}
                </Heading>
              </Card>
            </Reveal>
          ),
        )}
      </Grid>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};
