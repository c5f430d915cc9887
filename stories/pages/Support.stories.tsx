import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { defaultResponses, handlers, respondWithError } from '@orisun/api/mocks';
import { supportContacts, supportForm, supportNote } from '../../site/src/content/support.ts';
import SupportPage from '../../site/src/pages/Support/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Support',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: SupportPage, path: '/support' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story's answers: these first, every other endpoint its default (a story's `msw.handlers` replace the preview's). */
const answering = (...overrides: typeof handlers) => ({ msw: { handlers: [...overrides, ...handlers] } });

/** What follows a submit: the form's checking code (zod, the API client) may take seconds to arrive under load. */
const afterSubmit = { timeout: 15_000 };

const request = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  subject: 'Invoices show the wrong currency',
  message: 'Since Monday our invoices page shows amounts in USD instead of NGN.',
};

function form(canvasElement: HTMLElement) {
  const main = within(within(canvasElement).getByRole('main'));
  return {
    main,
    name: main.getByRole('textbox', { name: /^Full name/ }),
    email: main.getByRole('textbox', { name: /^E-mail/ }),
    subject: main.getByRole('textbox', { name: /^Subject/ }),
    level: (label: string) => main.getByRole('radio', { name: label }),
    message: main.getByRole('textbox', { name: /^Detailed description/ }),
    submit: () => main.getByRole('button', { name: /Submit Request|Submitting\.\.\./ }),
  };
}

async function fillAndSubmit(canvasElement: HTMLElement, urgency = 'High') {
  const f = form(canvasElement);
  await userEvent.type(f.name, request.name);
  await userEvent.type(f.email, request.email);
  await userEvent.type(f.subject, request.subject);
  await userEvent.click(f.level(urgency));
  await userEvent.type(f.message, request.message);
  await userEvent.click(f.submit());
  return f;
}

/** `/support`, idle: the form (urgency medium) and, beside it, the support line, mailbox, response times and the way to a ticket. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.main.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Support');
    await expect(f.main.getByRole('form', { name: supportForm.heading })).toBeVisible();
    await expect(f.level('Medium')).toBeChecked();
    for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveValue('');
    await expect(f.submit()).toBeEnabled();
    await expect(f.main.getByRole('link', { name: supportContacts.phone.display })).toHaveAttribute('href', `tel:${supportContacts.phone.e164}`);
    await expect(f.main.getByRole('link', { name: supportContacts.email })).toHaveAttribute('href', `mailto:${supportContacts.email}`);
    await expect(f.main.getByText(supportNote.hours)).toBeVisible();
    await expect(f.main.getByRole('link', { name: supportNote.trackLabel })).toHaveAttribute('href', '/dashboard');
  },
};

/** Filled in and submitted: the ticket ID, big and copyable, where it was mailed, 'Track your Ticket' and 'Submit Another Request'. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillAndSubmit(canvasElement);
    const heading = await f.main.findByRole('heading', { name: supportForm.success.title }, afterSubmit);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(f.main.getByRole('definition')).toHaveTextContent(defaultResponses.submitSupportRequest.ticket);
    await expect(f.main.getByRole('button', { name: supportForm.success.copyLabel })).toBeVisible();
    await expect(f.main.getByText(supportForm.success.mailed(request.email))).toBeVisible();
    await expect(f.main.getByText('We answer high-urgency tickets in about 2 hours on average.')).toBeVisible();
    const success = within(heading.closest<HTMLElement>('[data-part="Success"]')!);
    await expect(success.getByRole('link', { name: 'Track your Ticket' })).toHaveAttribute('href', '/dashboard');
    await expect(f.main.queryByRole('form', { name: supportForm.heading })).toBeNull();

    await userEvent.click(success.getByRole('button', { name: 'Submit Another Request' }));
    const again = form(canvasElement);
    await waitFor(() => expect(again.name).toHaveFocus());
    await expect(again.name).toHaveValue('');
    await expect(again.level('Medium')).toBeChecked();
  },
};

/** The server failed: 'Something went wrong!', the support line and an e-mail; 'Try again' brings back what was typed. */
export const ServerError: Story = {
  parameters: answering(respondWithError(endpoints.submitSupportRequest, 500)),
  play: async ({ canvasElement }) => {
    const f = await fillAndSubmit(canvasElement, 'Low');
    const heading = await f.main.findByRole('heading', { name: 'Something went wrong!' }, afterSubmit);
    await expect(heading).toHaveAccessibleDescription(expect.stringContaining('Please try again or contact us directly.'));
    await expect(f.main.getByRole('link', { name: supportForm.error.callLabel })).toHaveAttribute('href', `tel:${supportContacts.phone.e164}`);
    await expect(f.main.getByRole('link', { name: supportForm.error.emailLabel })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@/));
    await userEvent.click(f.main.getByRole('button', { name: 'Try again' }));
    const again = form(canvasElement);
    await expect(again.name).toHaveValue(request.name);
    await expect(again.message).toHaveValue(request.message);
    await expect(again.level('Low')).toBeChecked();
  },
};

/** Sent with empty fields: each says what it needs (the shared schema) and the first takes focus; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.submit());
    await waitFor(() => expect(f.name).toHaveAccessibleDescription('Enter your name.'), afterSubmit);
    await expect(f.email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(f.subject).toHaveAccessibleDescription(`${supportForm.fields.subject.hint} Enter a subject.`);
    await expect(f.message).toHaveAccessibleDescription(`${supportForm.fields.message.hint} Enter a description.`);
    await expect(f.name).toHaveFocus();
    await expect(f.main.queryByRole('heading', { name: supportForm.success.title })).toBeNull();
  },
};

/** The server's 400 names fields: shown on them, what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: answering(
    respondWithError(endpoints.submitSupportRequest, 400, { issues: [{ path: 'email', message: 'This e-mail domain does not receive mail.' }] }),
  ),
  play: async ({ canvasElement }) => {
    const f = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'), afterSubmit);
    await expect(f.email).toHaveFocus();
    await expect(f.subject).toHaveValue(request.subject);
  },
};

/** Too many requests (429): the error view says how long to wait. */
export const RateLimited: Story = {
  parameters: answering(respondWithError(endpoints.submitSupportRequest, 429, { retryAfterSeconds: 1800 })),
  play: async ({ canvasElement }) => {
    const f = await fillAndSubmit(canvasElement);
    const heading = await f.main.findByRole('heading', { name: 'Something went wrong!' }, afterSubmit);
    await expect(heading).toHaveAccessibleDescription(expect.stringContaining('Please wait 30 minutes before trying again.'));
  },
};
