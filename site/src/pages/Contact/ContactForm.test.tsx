import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@orisun/api';
import { respondWhenReleased, respondWithError, respondWithNetworkError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { contactForm, contactSentViewMs } from '../../content/contact.ts';
import { ContactForm } from './ContactForm.tsx';

/** The mock API, and every request it receives. */
const { server, requests: received } = mockApi();

const message = {
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  message: 'Can your Ogbomosho team visit our shop on Thursday to talk about a stock app?',
};

type User = ReturnType<typeof userEvent.setup>;

/** The form's controls, found by their roles and labels (as people and screen readers find them). */
function controls() {
  return {
    group: screen.getByRole('radiogroup', { name: 'Office' }),
    office: (city: string) => screen.getByRole('radio', { name: city }),
    name: screen.getByRole('textbox', { name: /^Name/ }),
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    message: screen.getByRole('textbox', { name: /^Message/ }),
    submit: screen.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

async function fillIn(user: User, city = 'Ogbomosho') {
  const c = controls();
  await user.click(c.office(city));
  await user.type(c.name, `  ${message.name} `);
  await user.type(c.email, message.email);
  await user.type(c.message, message.message);
}

// axe and typing are slow in jsdom when the whole suite runs in parallel.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('waits for an office: Send is disabled and the line under it says why; no axe violations', async () => {
    const { container } = render(<ContactForm />);
    const c = controls();
    expect(c.group).toHaveAttribute('aria-required', 'true');
    expect(c.group).toHaveAccessibleDescription(contactForm.fields.office.hint);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(c.office('Lagos')).not.toBeChecked();
    expect(c.submit).toBeDisabled();
    expect(c.submit).toHaveAccessibleDescription('Choose the office to write to.');
    expect(screen.getByText('Choose the office to write to.')).toBeVisible();
    expect(c.message).toHaveAttribute('rows', '5');
    await expectNoAxeViolations(container);
  });

  it('choosing an office enables Send, names the recipient and tells the page (to show its tab)', async () => {
    const onOfficeChange = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm onOfficeChange={onOfficeChange} />);
    await user.click(controls().office('Cotonou'));
    expect(onOfficeChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3, city: 'Cotonou' }));
    expect(controls().submit).toBeEnabled();
    expect(controls().submit).toHaveAccessibleDescription('Your message goes to our Cotonou team (cotonou@orisun.software).');
    // Arrow keys move the choice, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(controls().office('Ogbomosho')).toBeChecked();
    expect(onOfficeChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('keeps the honeypot away from people: hidden from screen readers and skipped by Tab', () => {
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: contactForm.fields.honeypot.label })).toBeNull();
  });

  it('explains empty fields in place with the shared schema, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await user.click(controls().office('Lagos'));
    await user.click(controls().submit);
    const c = controls();
    await waitFor(() => expect(c.name).toHaveAccessibleDescription('Enter your name.'));
    expect(c.email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(c.message).toHaveAccessibleDescription(`${contactForm.fields.message.hint} Enter your message.`);
    for (const field of [c.name, c.email, c.message]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(c.name).toHaveFocus();
    expect(received).toEqual([]);
    await expectNoAxeViolations(container);

    // After the first attempt, a fixed field loses its error as it is typed into.
    await user.type(c.name, 'Tunde');
    await waitFor(() => expect(c.name).not.toHaveAttribute('aria-invalid'));
    await user.type(c.email, 'tunde@');
    await waitFor(() => expect(c.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'));
    expect(received).toEqual([]);
  });

  it("shows the schema's office message on the group if the form is submitted without an office", async () => {
    render(<ContactForm />);
    const c = controls();
    fireEvent.submit((c.name as HTMLInputElement).form!);
    await waitFor(() => expect(c.group).toHaveAccessibleDescription(`${contactForm.fields.office.hint} Choose the office to write to.`));
    expect(c.group).toHaveAttribute('aria-invalid', 'true');
    expect(c.office('Lagos')).toHaveFocus();
    expect(received).toEqual([]);
  });

  it("sends exactly the schema payload, shows 'Sending...' (disabled), then 'Message Sent!' for 3 s and the empty form again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const reply = respondWhenReleased(endpoints.sendContactMessage);
      server.use(reply.handler);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<ContactForm />);
      await fillIn(user);
      await user.click(controls().submit);

      const sending = await screen.findByRole('button', { name: 'Sending...' });
      expect(sending).toBeDisabled();
      await waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]).toEqual({ method: 'POST', path: '/contact', body: { ...message, office: 2, website: '' } });

      reply.release();
      const heading = await screen.findByRole('heading', { name: 'Message Sent!' });
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Message Sent!Our Ogbomosho team will respond within 24 hours.');
      expect(screen.queryByRole('form')).toBeNull();
      await waitFor(() => expect(heading).toHaveFocus());

      // Still there a second before 3 s (the fake clock also follows real time), the form at 3 s.
      act(() => vi.advanceTimersByTime(contactSentViewMs - 1000));
      expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Message Sent!' })).toBeNull());
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      const c = controls();
      expect(c.name).toHaveValue('');
      expect(c.email).toHaveValue('');
      expect(c.message).toHaveValue('');
      expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
      expect(c.submit).toBeDisabled();
      expect(c.submit).toHaveAccessibleName(contactForm.submitLabel);
      // Focus was on the sent view: it goes to the form's first control.
      await waitFor(() => expect(c.office('Lagos')).toHaveFocus());
    } finally {
      vi.useRealTimers();
    }
  });

  it("hides 'All fields are required.' while 'Message Sent!' shows, and brings it back with the form", async () => {
    const user = userEvent.setup();
    render(<ContactForm sentViewMs={500} />);
    expect(screen.getByText(contactForm.description)).toBeVisible();
    await fillIn(user);
    await user.click(controls().submit);
    await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(screen.queryByText(contactForm.description)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Message Sent!' })).toBeNull());
    expect(screen.getByText(contactForm.description)).toBeVisible();
  });

  it('on a 500 shows an alert, keeps the typed text, and offers the message by e-mail to the office', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.sendContactMessage, 500));
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fillIn(user);
    await user.click(controls().submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(contactForm.error.title);
    expect(alert).toHaveTextContent(`${contactForm.error.server} ${contactForm.error.kept}`);
    expect(log).toHaveBeenCalled();
    const email = within(alert).getByRole('link', { name: 'E-mail the Ogbomosho office instead' });
    const href = email.getAttribute('href')!;
    expect(href.startsWith('mailto:ogbomosho@orisun.software?subject=Message%20for%20the%20Ogbomosho%20office&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toContain(message.message);
    expect(body).toContain(message.name);
    const c = controls();
    expect(c.name).toHaveValue(`  ${message.name} `);
    expect(c.message).toHaveValue(message.message);
    expect(c.office('Ogbomosho')).toBeChecked();
    expect(c.submit).toBeEnabled();
    await expectNoAxeViolations(container);
    log.mockRestore();
  });

  it('says the server could not be reached when the network fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithNetworkError(endpoints.sendContactMessage));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user, 'Lagos');
    await user.click(controls().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(contactForm.error.unreachable);
    expect(screen.getByRole('link', { name: 'E-mail the Lagos office instead' })).toHaveAttribute('href', expect.stringMatching(/^mailto:lagos@orisun\.software\?/));
    log.mockRestore();
  });

  it('says how long to wait after a 429', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.sendContactMessage, 429, { retryAfterSeconds: 90 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(controls().submit);
    const wait = contactForm.error.rateLimited(90);
    expect(wait).toContain('2 minutes');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    log.mockRestore();
  });

  it("shows a 400's field issues on the fields, keeps what was typed and focuses the first", async () => {
    server.use(
      respondWithError(endpoints.sendContactMessage, 400, {
        issues: [
          { path: 'email', message: 'This e-mail domain does not receive mail.' },
          { path: 'message', message: 'Tell us a little more.' },
        ],
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    const c = controls();
    await user.click(c.submit);
    await waitFor(() => expect(c.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'));
    expect(c.message).toHaveAccessibleDescription(`${contactForm.fields.message.hint} Tell us a little more.`);
    expect(c.name).not.toHaveAttribute('aria-invalid');
    expect(c.email).toHaveFocus();
    expect(c.email).toHaveValue(message.email);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
