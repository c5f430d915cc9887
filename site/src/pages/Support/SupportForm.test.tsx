import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@orisun/api';
import { defaultResponses, respondWhenReleased, respondWithError, respondWithNetworkError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { supportContacts, supportForm, urgencyOptions } from '../../content/support.ts';
import { SupportForm } from './SupportForm.tsx';

/** The mock API, and every request it receives. */
const { server, requests: received } = mockApi();

const request = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  subject: 'Invoices show the wrong currency',
  message: 'Since Monday our invoices page shows amounts in USD instead of NGN.',
};
const reference = defaultResponses.submitSupportRequest.ticket;

type User = ReturnType<typeof userEvent.setup>;

function renderForm() {
  return render(<SupportForm copy={supportForm} urgencies={urgencyOptions} contacts={supportContacts} />);
}

/** The form's controls, found by their roles and labels (as people and screen readers find them). */
function controls() {
  return {
    name: screen.getByRole('textbox', { name: /^Full name/ }),
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    subject: screen.getByRole('textbox', { name: /^Subject/ }),
    urgency: screen.getByRole('radiogroup', { name: /^Urgency/ }),
    level: (label: string) => screen.getByRole('radio', { name: label }),
    message: screen.getByRole('textbox', { name: /^Detailed description/ }),
    submit: screen.getByRole('button', { name: /Submit Request|Submitting\.\.\./ }),
  };
}

async function fillIn(user: User, urgency?: string) {
  const c = controls();
  await user.type(c.name, request.name);
  await user.type(c.email, request.email);
  await user.type(c.subject, request.subject);
  if (urgency) await user.click(c.level(urgency));
  await user.type(c.message, request.message);
}

// axe and typing are slow in jsdom when the whole suite runs in parallel.
describe('SupportForm', { timeout: 20_000 }, () => {
  it('asks for full name, e-mail, subject, urgency (medium chosen) and a description; no axe violations', async () => {
    const { container } = renderForm();
    const c = controls();
    expect(screen.getByRole('form', { name: supportForm.heading })).toBeVisible();
    expect(within(c.urgency).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['low', 'medium', 'high']);
    expect(c.level('Medium')).toBeChecked();
    expect(c.urgency).toHaveAccessibleDescription(supportForm.fields.urgency.hint);
    expect(c.urgency).toHaveTextContent('2 hours on average');
    for (const field of [c.name, c.email, c.subject, c.message]) expect(field).toBeRequired();
    expect(c.submit).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('keeps the honeypot away from people: hidden from screen readers and skipped by Tab', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('explains empty fields in place with the shared schema, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.click(controls().submit);
    const c = controls();
    await waitFor(() => expect(c.name).toHaveAccessibleDescription('Enter your name.'));
    expect(c.email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(c.subject).toHaveAccessibleDescription(`${supportForm.fields.subject.hint} Enter a subject.`);
    expect(c.message).toHaveAccessibleDescription(`${supportForm.fields.message.hint} Enter a description.`);
    for (const field of [c.name, c.email, c.subject, c.message]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(c.urgency).not.toHaveAttribute('aria-invalid');
    expect(c.name).toHaveFocus();
    expect(received).toEqual([]);
    await expectNoAxeViolations(container);

    // Only spaces are still empty; a broken address is explained as it is fixed.
    await user.type(c.name, '   ');
    await user.type(c.email, 'chiamaka@');
    await user.click(c.submit);
    await waitFor(() => expect(c.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'));
    expect(c.name).toHaveAccessibleDescription('Enter your name.');
    expect(received).toEqual([]);
  });

  it("sends the schema payload, shows 'Submitting...' (disabled), then the ticket ID, big and copyable, and the way to it", async () => {
    const reply = respondWhenReleased(endpoints.submitSupportRequest, { ticket: reference });
    server.use(reply.handler);
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, 'High');
    await user.click(controls().submit);

    const submitting = await screen.findByRole('button', { name: 'Submitting...' });
    expect(submitting).toBeDisabled();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ method: 'POST', path: '/support-form', body: { ...request, urgency: 'high', website: '' } });

    reply.release();
    const heading = await screen.findByRole('heading', { name: supportForm.success.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form')).toBeNull();
    const status = screen.getByRole('status');
    // The reference under its label (a term and its description), announced with the view.
    expect(within(status).getByRole('term')).toHaveTextContent(supportForm.success.referenceLabel);
    expect(within(status).getByRole('definition')).toHaveTextContent(reference);
    expect(status).toHaveTextContent(supportForm.success.mailed(request.email));
    expect(status).toHaveTextContent('We answer high-urgency tickets in about 2 hours on average.');
    expect(within(status).getByRole('link', { name: 'Track your Ticket' })).toHaveAttribute('href', '/dashboard');

    await user.click(within(status).getByRole('button', { name: supportForm.success.copyLabel }));
    expect(await navigator.clipboard.readText()).toBe(reference);
    expect(status).toHaveTextContent(supportForm.success.copied);

    // 'Submit Another Request': the empty form, medium urgency, focus on its first field.
    await user.click(within(status).getByRole('button', { name: 'Submit Another Request' }));
    const c = controls();
    await waitFor(() => expect(c.name).toHaveFocus());
    for (const field of [c.name, c.email, c.subject, c.message]) expect(field).toHaveValue('');
    expect(c.level('Medium')).toBeChecked();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('promises an answer within 24 hours for low and medium urgency', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(controls().submit);
    expect(await screen.findByRole('status')).toHaveTextContent('We answer within 24 hours.');
    expect(received[0]?.body).toMatchObject({ urgency: 'medium' });
  });

  it("on a 500 shows 'Something went wrong!', ways to reach support, and 'Try again' brings back what was typed", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.submitSupportRequest, 500));
    const user = userEvent.setup();
    const { container } = renderForm();
    await fillIn(user, 'Low');
    await user.click(controls().submit);

    const heading = await screen.findByRole('heading', { name: 'Something went wrong!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(`Please try again or contact us directly. ${supportForm.error.kept}`);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: supportForm.error.callLabel })).toHaveAttribute('href', `tel:${supportContacts.phone.e164}`);
    const email = screen.getByRole('link', { name: supportForm.error.emailLabel }).getAttribute('href')!;
    expect(email.startsWith(`mailto:${supportContacts.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(email)).toContain(request.message);
    expect(log).toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const c = controls();
    await waitFor(() => expect(c.name).toHaveFocus());
    expect(c.name).toHaveValue(request.name);
    expect(c.email).toHaveValue(request.email);
    expect(c.subject).toHaveValue(request.subject);
    expect(c.message).toHaveValue(request.message);
    expect(c.level('Low')).toBeChecked();

    // Sent again as it was.
    server.resetHandlers();
    await user.click(c.submit);
    await screen.findByRole('heading', { name: supportForm.success.title });
    expect(received.at(-1)?.body).toEqual({ ...request, urgency: 'low', website: '' });
    log.mockRestore();
  });

  it('says how long to wait after a 429, and that the server could not be reached when offline', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.submitSupportRequest, 429, { retryAfterSeconds: 600 }));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(controls().submit);
    const heading = await screen.findByRole('heading', { name: 'Something went wrong!' });
    expect(heading).toHaveAccessibleDescription(expect.stringContaining('Please wait 10 minutes before trying again.'));

    server.use(respondWithNetworkError(endpoints.submitSupportRequest));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(controls().submit);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toHaveAccessibleDescription(expect.stringContaining(supportForm.error.unreachable)),
    );
    log.mockRestore();
  });

  it("shows a 400's field issues on the fields, keeps what was typed and focuses the first", async () => {
    server.use(
      respondWithError(endpoints.submitSupportRequest, 400, {
        issues: [
          { path: 'email', message: 'This e-mail domain does not receive mail.' },
          { path: 'message', message: 'Tell us a little more.' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    const c = controls();
    await user.click(c.submit);
    await waitFor(() => expect(c.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'));
    expect(c.message).toHaveAccessibleDescription(`${supportForm.fields.message.hint} Tell us a little more.`);
    expect(c.name).not.toHaveAttribute('aria-invalid');
    expect(c.email).toHaveFocus();
    expect(c.subject).toHaveValue(request.subject);
    expect(screen.queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
  });
});
