import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { respondSlowly, respondWith, respondWithError } from '@orisun/api/mocks';
import { Card } from '@orisun/ui';
import { eventInLanguage, events, eventsPage } from '../../site/src/content/events.ts';
import { EventReservationForm } from '../../site/src/pages/Events/EventReservationForm.tsx';

/**
 * The form's checking and sending code loads on demand: under the full test run's load it can
 * take seconds, so what follows an action waits up to 15 s.
 */
const afterSubmit = { timeout: 15_000 };

/** The event as the page gives it (in this build's language: its `catalogueTitle` is what the reservation sends). */
const event = eventInLanguage(events.find((e) => e.id === 'mobile-money-payments-2027')!);
const reserved = `Your seat at ${event.title} is reserved. We've e-mailed the details and a calendar invite to ngozi@example.com.`;
const duplicate = 'You have already reserved a seat at this event with this e-mail address.';
const full = 'Sorry, this event is full: every seat has been reserved.';

/** The e-mail box and reservation button of a featured upcoming event on /events (`POST /reservation`). */
const meta = {
  title: 'Patterns/EventReservationForm',
  component: EventReservationForm,
  args: { event, copy: eventsPage.reservation },
  decorators: [
    (Story) => (
      <Card padding="lg" style={{ maxWidth: '28rem' }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof EventReservationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  const view = within(canvasElement);
  return {
    email: view.getByRole('textbox', { name: /^Your e-mail/ }),
    button: () => view.getByRole('button', { name: new RegExp(`${event.cta}|${eventsPage.reservation.reservingLabel}`) }),
    view,
  };
}

/** The toast (portalled into the body) whose title is `text`; checks its type. */
async function expectToast(canvasElement: HTMLElement, type: 'success' | 'error', text: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(text, {}, afterSubmit);
  await expect(title.closest('[data-component="Toast"]')).toHaveAttribute('data-type', type);
}

async function reserve(canvasElement: HTMLElement, email = 'ngozi@example.com') {
  const f = form(canvasElement);
  await userEvent.type(f.email, email);
  await userEvent.click(f.button());
  return f;
}

/** Idle: an empty e-mail box and the event's reservation button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(within(canvasElement).getByRole('form', { name: `Reserve a seat: ${event.title}` })).toBeVisible();
    await expect(f.email).toHaveValue('');
    await expect(f.button()).toHaveAccessibleName(event.cta);
    await expect(f.button()).toBeEnabled();
  },
};

/** Sent empty: the error toast 'Please enter your email', focus back in the box, nothing sent. */
export const EmptyEmail: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.reserveEventSeat, 500, { error: 'This must not be called.' })] } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.button());
    await expectToast(canvasElement, 'error', eventsPage.reservation.emptyEmail);
    await expect(f.email).toHaveFocus();
    await expect(within(canvasElement.ownerDocument.body).queryByText('This must not be called.')).toBeNull();
  },
};

/** An address that is not one: explained on the field, nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const f = await reserve(canvasElement, 'ngozi@');
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'), afterSubmit);
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: the server has not answered yet; the button reads 'Reserving...' and is disabled. */
export const Sending: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.reserveEventSeat, 'infinite')] } },
  play: async ({ canvasElement }) => {
    const f = await reserve(canvasElement);
    const button = await f.view.findByRole('button', { name: eventsPage.reservation.reservingLabel }, afterSubmit);
    await expect(button).toBeDisabled();
  },
};

/** Reserved (200): the server's message in a success toast, and the box is emptied. */
export const Reserved: Story = {
  parameters: { msw: { handlers: [respondWith(endpoints.reserveEventSeat, { message: reserved })] } },
  play: async ({ canvasElement }) => {
    const f = await reserve(canvasElement);
    await expectToast(canvasElement, 'success', reserved);
    await waitFor(() => expect(f.email).toHaveValue(''), afterSubmit);
    await expect(f.button()).toHaveAccessibleName(event.cta);
  },
};

/** Full (409): the server's message in an error toast; the e-mail stays. */
export const Full: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.reserveEventSeat, 409, { error: full })] } },
  play: async ({ canvasElement }) => {
    const f = await reserve(canvasElement);
    await expectToast(canvasElement, 'error', full);
    await expect(f.email).toHaveValue('ngozi@example.com');
  },
};

/** Already reserved with this address (409). */
export const AlreadyReserved: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.reserveEventSeat, 409, { error: duplicate })] } },
  play: async ({ canvasElement }) => {
    await reserve(canvasElement);
    await expectToast(canvasElement, 'error', duplicate);
  },
};

/** Server error (500): its message in an error toast ('Error making reservation' when it sends none). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.reserveEventSeat, 500)] } },
  play: async ({ canvasElement }) => {
    await reserve(canvasElement);
    await expectToast(canvasElement, 'error', 'Something went wrong on our side. Please try again.');
  },
};
