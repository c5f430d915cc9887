import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@orisun/ui';
import { services } from '../../site/src/content/services.ts';
import { ServiceCard } from '../../site/src/pages/Services/ServiceCard.tsx';

const meta = {
  title: 'Patterns/ServiceCard',
  component: ServiceCard,
  args: { service: services[0]!, highlighted: false },
  argTypes: { service: { control: false } },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A service card: title, description, four features and its call to action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: services[0]!.title })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The highlighted variant (alternate cards on the page). */
export const Highlighted: Story = { args: { service: services[1]!, highlighted: true } };

/** The detail overlay, open: key features, approach, the call to action and the service sheet. */
export const DetailOpen: Story = {
  args: { service: services[2]! },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: services[2]!.title }));
    const dialog = await body.findByRole('dialog', { name: services[2]!.title });
    await expect(within(dialog).getByRole('link', { name: /Download Service Sheet/ })).toHaveAttribute('download');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
