import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@orisun/api';
import { respondSlowly, respondWithError } from '@orisun/api/mocks';
import { contactForm, contactSentViewMs } from '../../site/src/content/contact.ts';
import { ContactForm } from '../../site/src/pages/Contact/ContactForm.tsx';

const meta = {
  title: 'Patterns/ContactForm',
  component: ContactForm,
  args: { sentViewMs: contactSentViewMs, onOfficeChange: fn() },
  argTypes: { sentViewMs: { control: { type: 'number', min: 500, step: 500 } } },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sending loads the form's checking code (zod and the API client) on demand: under the full test
 * run's load that chunk can take seconds, so what follows a submit waits up to 15 s.
 */
const afterSubmit = { timeout: 15_000 };

const message = {
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  message: 'Can your Ogbomosho team visit our shop on Thursday to talk about a stock app?',
};

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    group: canvas.getByRole('radiogroup', { name: 'Office' }),
    office: (city: string) => canvas.getByRole('radio', { name: city }),
    name: canvas.getByRole('textbox', { name: /^Name/ }),
    email: canvas.getByRole('textbox', { name: /^E-mail/ }),
    message: canvas.getByRole('textbox', { name: /^Message/ }),
    submit: () => canvas.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

async function fillAndSend(canvasElement: HTMLElement, city = 'Ogbomosho') {
  const f = form(canvasElement);
  await userEvent.click(f.office(city));
  await userEvent.type(f.name, message.name);
  await userEvent.type(f.email, message.email);
  await userEvent.type(f.message, message.message);
  await userEvent.click(f.submit());
  return f;
}

/** Idle: no office chosen yet, so Send is disabled and the line under it says why. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.group).toHaveAccessibleDescription(contactForm.fields.office.hint);
    for (const field of [f.name, f.email, f.message]) await expect(field).toHaveValue('');
    await expect(f.submit()).toBeDisabled();
    await expect(f.submit()).toHaveAccessibleDescription(contactForm.chooseOfficeFirst);
  },
};

/** An office chosen (here with the keyboard: arrow keys move the choice): Send is enabled and names the recipient. */
export const OfficeChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.office('Lagos'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(f.office('Ogbomosho')).toBeChecked();
    await expect(f.office('Ogbomosho')).toHaveFocus();
    await expect(args.onOfficeChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Ogbomosho' }));
    await expect(f.submit()).toBeEnabled();
    await expect(f.submit()).toHaveAccessibleDescription('Your message goes to our Ogbomosho team (ogbomosho@orisun.software).');
  },
};

/** Sent with empty fields: each explains what it needs (the shared schema), the first takes focus. Nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.office('Cotonou'));
    await userEvent.type(f.email, 'tunde@');
    await userEvent.click(f.submit());
    await waitFor(() => expect(f.name).toHaveAccessibleDescription('Enter your name.'), afterSubmit);
    await expect(f.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(f.canvas.getByText('Enter your message.')).toBeVisible();
    await expect(f.name).toHaveFocus();
    await expect(f.canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sending: the server has not answered yet; the button reads 'Sending...' and is disabled. */
export const Sending: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.sendContactMessage, 'infinite')] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    const button = await f.canvas.findByRole('button', { name: contactForm.sendingLabel }, afterSubmit);
    await expect(button).toBeDisabled();
  },
};

/** Sent (200): 'Message Sent!' for the chosen office in a status region; the empty form returns after 3 s (1.5 s here). */
export const Sent: Story = {
  args: { sentViewMs: 1500 },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    const heading = await f.canvas.findByRole('heading', { name: contactForm.sent.title }, afterSubmit);
    await expect(f.canvas.getByRole('status')).toHaveTextContent('Our Ogbomosho team will respond within 24 hours.');
    await waitFor(() => expect(heading).toHaveFocus(), afterSubmit);
    await waitFor(() => expect(f.canvas.queryByRole('heading', { name: contactForm.sent.title })).toBeNull(), afterSubmit);
    const again = form(canvasElement);
    await expect(again.name).toHaveValue('');
    await expect(again.submit()).toBeDisabled();
    await waitFor(() => expect(again.office('Lagos')).toHaveFocus(), afterSubmit);
  },
};

/** Error (500): an alert says so, the text stays in the form, and a link writes to the office by e-mail instead. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.sendContactMessage, 500)] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    const alert = await f.canvas.findByRole('alert', {}, afterSubmit);
    await expect(alert).toHaveTextContent(contactForm.error.title);
    await expect(alert).toHaveTextContent(contactForm.error.server);
    const email = within(alert).getByRole('link', { name: 'E-mail the Ogbomosho office instead' });
    await expect(email.getAttribute('href')).toMatch(/^mailto:ogbomosho@orisun\.software\?subject=Message%20for%20the%20Ogbomosho%20office&body=Can%20your/);
    await expect(f.message).toHaveValue(message.message);
    await expect(f.submit()).toBeEnabled();
  },
};

/** Too many messages (429): the alert says how long to wait, from the server's Retry-After. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.sendContactMessage, 429, { retryAfterSeconds: 120 })] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement, 'Lagos');
    const alert = await f.canvas.findByRole('alert', {}, afterSubmit);
    await expect(alert).toHaveTextContent(contactForm.error.rateLimited(120));
    await expect(alert).toHaveTextContent(/Please wait 2 minutes before trying again/);
    await expect(within(alert).getByRole('link', { name: 'E-mail the Lagos office instead' })).toBeVisible();
  },
};

/** The server rejects fields (400 with issues): the messages appear on those fields, what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        respondWithError(endpoints.sendContactMessage, 400, {
          issues: [{ path: 'email', message: 'This e-mail domain does not receive mail.' }],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'), afterSubmit);
    await expect(f.email).toHaveFocus();
    await expect(f.email).toHaveValue(message.email);
    await expect(f.canvas.queryByRole('alert')).toBeNull();
  },
};
