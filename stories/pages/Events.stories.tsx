import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EventsView } from '../../site/src/pages/Events/EventsView.tsx';
import { eventInLanguage, events } from '../../site/src/content/events.ts';
import { SitePage } from './SitePage.tsx';

/** A fixed clock (1 Dec 2026), so the sections do not change as the events' dates pass. */
const storyNow = new Date('2026-12-01T09:00:00Z');
function EventsAtStoryTime() {
  return <EventsView events={events.map(eventInLanguage)} now={storyNow} />;
}

const meta = {
  title: 'Pages/Events',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: EventsAtStoryTime, path: '/events' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** All events: Featured (with reservation forms), Upcoming, Past, and the newsletter block. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Events');
    for (const name of ['Featured', 'Upcoming', 'Past', 'Never miss an event']) await expect(canvas.getByRole('region', { name })).toBeVisible();
    // Three reservation forms (featured upcoming events) and the newsletter's sign-up form.
    await expect(canvas.getAllByRole('form').filter((form) => form.getAttribute('data-component') !== 'NewsletterForm')).toHaveLength(3);
    await expect(canvas.getByRole('form', { name: 'Subscribe to the events newsletter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 7 events');
  },
};

/** Workshops only. */
export const FilteredByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Workshop' }));
    await expect(canvas.getByRole('button', { name: 'Workshop' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 events');
  },
};

/** A search that matches nothing: the empty state, whose Reset Filters brings every event back. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /^Search events/ }), 'blockchain');
    const empty = canvas.getByRole('region', { name: 'No events match your search' });
    await expect(empty).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(within(empty).getByRole('button', { name: 'Reset Filters' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('searchbox', { name: /^Search events/ })).toHaveValue('');
  },
};
