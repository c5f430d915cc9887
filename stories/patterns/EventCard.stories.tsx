import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eventInLanguage, events, eventsPage } from '../../site/src/content/events.ts';
import { EventCard } from '../../site/src/pages/Events/EventCard.tsx';
import { EventReservationForm } from '../../site/src/pages/Events/EventReservationForm.tsx';

/** An event as the page shows it (in this build's language). */
const byId = (id: string) => eventInLanguage(events.find((e) => e.id === id)!);
const payments = byId('mobile-money-payments-2027');

/** One event on /events. The page decides `past` at its clock and passes the reservation form as children. */
const meta = {
  title: 'Patterns/EventCard',
  component: EventCard,
  args: { event: byId('secure-your-business-data-2027'), past: false, headingLevel: 3 },
  argTypes: { event: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An upcoming event registered elsewhere: its external link carries the event's own label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Keeping Your Business Data Safe');
    await expect(canvas.getByText('Thu 28 Jan 2027, 16:00 WAT')).toBeVisible();
    await expect(canvas.getByText('45 minutes')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Register/ })).toHaveAttribute('href', 'https://lu.ma/orisun-data-safety');
  },
};

/** A featured upcoming event: the reservation form at the end of the card. */
export const Reservable: Story = {
  args: { event: payments, children: <EventReservationForm event={payments} copy={eventsPage.reservation} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thu 11 Feb 2027, 15:00 WAT')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Speakers' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: `Reserve a seat: ${payments.title}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reserve a seat' })).toBeEnabled();
  },
};

/** A past event: marked past, with its recording and materials. */
export const Past: Story = {
  args: { event: byId('launch-webinar-2026'), past: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Past event')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Watch the recording/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /^Download the materials/ })).toHaveAttribute('href', '/downloads/orisun-fact-sheet.pdf');
  },
};

/** A long title, a long location and many speakers. */
export const LongContent: Story = {
  args: {
    event: {
      ...byId('cotonou-digital-business-day-2027'),
      id: 'long',
      title: 'Digital Business Day Cotonou: Selling Online, Mobile Payments and Data Protection for Small Businesses in Benin',
      location: 'Salle de conférence, 3e étage, Immeuble Les Cocotiers, Boulevard de la Marina, Cotonou, Bénin',
      speakers: [
        { name: 'Adebayo Ogunleye', role: 'Founder & CEO, Orisun Software' },
        { name: 'Mariam Soglo', role: 'Digital economy advisor' },
        { name: 'Chiamaka Eze', role: 'CTO, Orisun Software' },
        { name: 'Tunde Bakare', role: 'Lead Backend Developer, Orisun Software' },
      ],
    },
  },
};
