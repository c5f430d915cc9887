import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@orisun/api';
import { defaultResponses, respondWhenReleased, respondWithError, respondWithNetworkError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { ToastProvider } from '@orisun/ui';
import { eventInLanguage, events, eventsPage, formatEventDuration, formatEventWhen } from '../../content/events.ts';
import { preloadIslands } from '../../islands/intent.tsx';
import { EventsView } from './EventsView.tsx';

/** The events as the page gives them to its island (./index.tsx). */
const shownEvents = events.map(eventInLanguage);

// The forms' code loads on demand (`<Island load="intent">`): loaded up front here, so the page renders them at once.
beforeAll(() => preloadIslands());

const { server, requests } = mockApi();
/** The JSON bodies the mock API received (the reservations). */
const received = () => requests.map((r) => r.body);

/** Before every event of 2027 (the launch webinar is flagged past; the low-end phones workshop of September 2026 is still to come). */
const august2026 = new Date('2026-08-01T08:00:00Z');
/** After the data-safety webinar (28 Jan 2027) and the payments webinar (11 Feb 2027, 15:00 WAT), before the Lagos workshop. */
const march2027 = new Date('2027-03-01T12:00:00Z');

const payments = events.find((e) => e.id === 'mobile-money-payments-2027')!;

function renderPage(now: Date = august2026) {
  return render(
    <ToastProvider>
      <EventsView events={shownEvents} now={now} />
    </ToastProvider>,
  );
}

/** The titles of the event cards inside the section named `heading` (empty when the section is absent). */
function titlesIn(heading: string): string[] {
  const section = screen.queryByRole('region', { name: heading });
  if (!section) return [];
  return within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

const allTitles = () => [...titlesIn('Featured'), ...titlesIn('Upcoming'), ...titlesIn('Past')];

function categoryButton(name: string) {
  return within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name });
}

const searchBox = () => screen.getByRole('searchbox', { name: /^Search events/ });

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

/** The seat-reservation forms (the newsletter block's sign-up form is a form landmark too). */
const reservationForms = () => screen.getAllByRole('form').filter((form) => form.getAttribute('data-component') !== 'NewsletterForm');

describe('EventsView: sections and cards', () => {
  it("shows each event in this build's language: in English, the catalogue's own words (ids, dates, links and categories unchanged)", () => {
    for (const event of events) expect(eventInLanguage(event)).toEqual({ ...event, catalogueTitle: event.title });
  });

  it('classifies by the given instant: featured upcoming, other upcoming, past (flagged or started)', () => {
    renderPage(august2026);
    expect(titlesIn('Featured')).toEqual([
      'Taking Mobile Money Payments in Your App',
      'From Spreadsheet to App: A Hands-on Workshop',
      'Digital Business Day Cotonou',
    ]);
    expect(titlesIn('Upcoming')).toEqual(['Designing for Low-End Phones', 'Keeping Your Business Data Safe', 'Ogbomosho Tech Meetup']);
    expect(titlesIn('Past')).toEqual(['Custom Software for Small Businesses: Where to Start']);
    expect(reservationForms()).toHaveLength(3);
  });

  it('moves events whose start is before now to Past, and stops taking reservations for them', () => {
    renderPage(march2027);
    expect(titlesIn('Featured')).toEqual(['From Spreadsheet to App: A Hands-on Workshop', 'Digital Business Day Cotonou']);
    expect(titlesIn('Upcoming')).toEqual(['Ogbomosho Tech Meetup']);
    expect(titlesIn('Past')).toEqual([
      'Taking Mobile Money Payments in Your App',
      'Keeping Your Business Data Safe',
      'Designing for Low-End Phones',
      'Custom Software for Small Businesses: Where to Start',
    ]);
    expect(within(card(payments.title)).queryByRole('form')).toBeNull();
    expect(within(card(payments.title)).queryByRole('button', { name: payments.cta })).toBeNull();
    expect(reservationForms()).toHaveLength(2);
  });

  it('shows each card: category, WAT date and time, duration, location, description, speakers and links', async () => {
    const { container } = renderPage(august2026);
    const view = within(card(payments.title));
    expect(view.getByText('Webinar')).toBeVisible();
    expect(formatEventWhen(payments)).toBe('Thu 11 Feb 2027, 15:00 WAT');
    expect(view.getByText('Thu 11 Feb 2027, 15:00 WAT')).toHaveAttribute('datetime', '2027-02-11T14:00:00.000Z');
    expect(view.getByText('1 hour')).toBeVisible();
    expect(view.getByText(payments.location)).toBeVisible();
    expect(view.getByText(payments.description)).toBeVisible();
    expect(within(view.getByRole('list', { name: 'Speakers' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sèna Dossou, Lead Backend Developer, Orisun Software',
      'Fiyin Adeyemi, Payments consultant',
    ]);
    expect(view.getByRole('form', { name: `Reserve a seat: ${payments.title}` })).toBeVisible();
    expect(view.getByRole('textbox', { name: /^Your e-mail/ })).toHaveAttribute('type', 'email');

    // Registered elsewhere: the external link with the event's own label.
    const external = within(card('Keeping Your Business Data Safe')).getByRole('link', { name: /^Register/ });
    expect(external).toHaveAttribute('href', 'https://lu.ma/orisun-data-safety');
    expect(external).toHaveAttribute('target', '_blank');

    // Past: recording and materials, no reservation.
    const past = within(card('Custom Software for Small Businesses: Where to Start'));
    expect(past.getByRole('link', { name: /^Watch the recording/ })).toHaveAttribute('href', 'https://www.youtube.com/@orisun');
    expect(past.getByRole('link', { name: /^Download the materials/ })).toHaveAttribute('href', '/downloads/orisun-fact-sheet.pdf');
    expect(past.queryByRole('form')).toBeNull();
    expect(past.getByText('Past event')).toBeVisible();

    expect(formatEventDuration(45)).toBe('45 minutes');
    expect(formatEventDuration(240)).toBe('4 hours');
    expect(formatEventDuration(90)).toBe('1 hour 30 minutes');
    await expectNoAxeViolations(container);
  });
});

describe('EventsView: filters', () => {
  it('filters by category with pressed toggle buttons, and counts what is shown', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${events.length} events`);

    await user.click(categoryButton('Workshop'));
    expect(categoryButton('Workshop')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(allTitles()).toEqual(['From Spreadsheet to App: A Hands-on Workshop', 'Designing for Low-End Phones']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 events');
    expect(screen.queryByRole('region', { name: 'Past' })).toBeNull();

    await user.click(categoryButton('Conference'));
    expect(allTitles()).toEqual(['Digital Business Day Cotonou', 'Ogbomosho Tech Meetup']);
  });

  it('searches title, description, location and speakers, case-insensitively, within the category', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'FIYIN');
    expect(allTitles()).toEqual([payments.title]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 event');

    await user.clear(searchBox());
    await user.type(searchBox(), 'cotonou');
    expect(allTitles()).toEqual(['Digital Business Day Cotonou']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'small business');
    expect(allTitles()).toEqual([
      'Taking Mobile Money Payments in Your App',
      'Keeping Your Business Data Safe',
      'Custom Software for Small Businesses: Where to Start',
    ]);
    await user.click(categoryButton('Webinar'));
    expect(allTitles()).toHaveLength(3);
    await user.click(categoryButton('Workshop'));
    expect(allTitles()).toEqual([]);
  });

  it('shows the empty state when nothing matches, and Reset Filters clears both filters', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(categoryButton('Webinar'));
    await user.type(searchBox(), 'blockchain');
    const empty = screen.getByRole('region', { name: 'No events match your search' });
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(eventsPage.empty.title);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 events');
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(within(empty).getByRole('button', { name: 'Reset Filters' }));
    expect(searchBox()).toHaveValue('');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(allTitles()).toHaveLength(events.length);

    // The Reset Filters button under the search does the same.
    await user.click(categoryButton('Conference'));
    await user.type(searchBox(), 'Ogbomosho');
    expect(allTitles()).toEqual(['Ogbomosho Tech Meetup']);
    await user.click(within(screen.getByRole('search', { name: 'Filter events' })).getByRole('button', { name: 'Reset Filters' }));
    expect(searchBox()).toHaveValue('');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(allTitles()).toHaveLength(events.length);
  });
});

describe('EventsView: reservations (POST /reservation)', () => {
  function form() {
    const view = within(screen.getByRole('form', { name: `Reserve a seat: ${payments.title}` }));
    return { view, email: view.getByRole('textbox', { name: /^Your e-mail/ }), submit: () => view.getByRole('button', { name: /Reserve a seat|Reserving\.\.\./ }) };
  }

  it("sends the event's title, date and time with the e-mail, shows Reserving... meanwhile, then the server's message and clears the field", async () => {
    const reply = respondWhenReleased(endpoints.reserveEventSeat, {
      message: 'Your seat at Taking Mobile Money Payments in Your App is reserved.',
    });
    server.use(reply.handler);
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, 'ngozi@example.com');
    await user.click(f.submit());
    const sending = await f.view.findByRole('button', { name: 'Reserving...' });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(received()).toHaveLength(1));
    expect(received()[0]).toEqual({ email: 'ngozi@example.com', title: payments.title, date: '2027-02-11', time: '15:00', website: '' });

    reply.release();
    expect(await screen.findByText('Your seat at Taking Mobile Money Payments in Your App is reserved.')).toBeVisible();
    await waitFor(() => expect(f.email).toHaveValue(''));
    expect(f.submit()).toHaveAccessibleName(payments.cta);
    expect(f.submit()).toBeEnabled();
  });

  it("shows the server's refusal (409 already reserved) in an error toast, keeps the e-mail, logs nothing", async () => {
    const log = vi.spyOn(console, 'error');
    const duplicate = 'You have already reserved a seat at this event with this e-mail address.';
    server.use(respondWithError(endpoints.reserveEventSeat, 409, { error: duplicate }));
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, 'ngozi@example.com');
    await user.click(f.submit());
    const toast = await screen.findByText(duplicate);
    expect(toast.closest('[data-component="Toast"]')).toHaveAttribute('data-type', 'error');
    expect(f.email).toHaveValue('ngozi@example.com');
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("an empty e-mail gives the error toast 'Please enter your email' and sends nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, '   ');
    await user.click(f.submit());
    const toast = await screen.findByText('Please enter your email');
    expect(toast.closest('[data-component="Toast"]')).toHaveAttribute('data-type', 'error');
    expect(f.email).toHaveFocus();
    expect(f.email).not.toHaveAttribute('aria-invalid');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received()).toEqual([]);
  });

  it('explains an invalid e-mail on the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, 'ngozi@');
    await user.click(f.submit());
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'));
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.email).toHaveFocus();
    expect(received()).toEqual([]);
  });

  it("falls back to 'Error making reservation' when the server cannot be reached (and logs it)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithNetworkError(endpoints.reserveEventSeat));
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, 'ngozi@example.com');
    await user.click(f.submit());
    expect(await screen.findByText('Error making reservation')).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("shows a 500's message from the server", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.reserveEventSeat, 500));
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, 'ngozi@example.com');
    await user.click(f.submit());
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('uses the default fixture message on success', async () => {
    const user = userEvent.setup();
    renderPage();
    const f = form();
    await user.type(f.email, 'ngozi@example.com');
    await user.click(f.submit());
    expect(await screen.findByText(defaultResponses.reserveEventSeat.message)).toBeVisible();
  });
});

describe('EventsView: prerender and hydration', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrates HTML classified at build time without a mismatch, then re-classifies at the visit time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-10T12:00:00Z'));
    const html = renderToString(
      <ToastProvider>
        <EventsView events={shownEvents} />
      </ToastProvider>,
    );
    expect(html).toContain('data-classified-at="2027-02-10T12:00:00.000Z"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(titlesIn('Featured')).toContain(payments.title);

    // The visitor opens the page after the payments webinar started.
    vi.setSystemTime(new Date('2027-02-12T12:00:00Z'));
    const log = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ToastProvider>
          <EventsView events={shownEvents} />
        </ToastProvider>,
        { onRecoverableError: recoverable },
      );
    });
    await waitFor(() => expect(titlesIn('Past')).toContain(payments.title));
    expect(titlesIn('Featured')).not.toContain(payments.title);
    expect(container.querySelector('[data-classified-at]')).toHaveAttribute('data-classified-at', '2027-02-12T12:00:00.000Z');
    expect(recoverable).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('keeps the build instant when nothing has changed since (no second render)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const page = (
      <ToastProvider>
        <EventsView events={shownEvents} />
      </ToastProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('[data-classified-at]')).toHaveAttribute('data-classified-at', '2026-12-01T12:00:00.000Z');
    expect(titlesIn('Featured')).toContain(payments.title);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
