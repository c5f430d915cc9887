import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consultantApplicationMessages, endpoints } from '@orisun/api';
import { respondSlowly, respondWithError } from '@orisun/api/mocks';
import { consultantApplication } from '../../site/src/content/consultantApplication.ts';
import ConsultantApplicationForm from '../../site/src/pages/Consultants/ConsultantApplicationForm.tsx';

const meta = {
  title: 'Patterns/ConsultantApplicationForm',
  component: ConsultantApplicationForm,
} satisfies Meta<typeof ConsultantApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What follows a submit waits up to 15 s: the full test run's load can slow the answer down. */
const afterSubmit = { timeout: 15_000 };

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: /^Full name/ }),
    email: canvas.getByRole('textbox', { name: /^E-mail address/ }),
    portfolio: canvas.getByRole('textbox', { name: /^Portfolio URL/ }),
    rate: canvas.getByRole('spinbutton', { name: /^Hourly rate/ }),
    availability: (label: string) => canvas.getByRole('radio', { name: label }),
    expertise: canvas.getByRole('group', { name: /^Areas of expertise/ }),
    area: (label: string) => canvas.getByRole('checkbox', { name: label }),
    custom: canvas.getByRole('textbox', { name: /^Add another area/ }),
    bio: canvas.getByRole('textbox', { name: /^Short bio/ }),
    submit: () => canvas.getByRole('button', { name: /Submit Application|Submitting\.\.\./ }),
  };
}

async function fillAndSend(canvasElement: HTMLElement) {
  const f = form(canvasElement);
  await userEvent.type(f.name, 'Kemi Adebayo');
  await userEvent.type(f.email, 'kemi@example.com');
  await userEvent.type(f.portfolio, 'https://kemi.dev');
  await userEvent.type(f.rate, '75');
  await userEvent.click(f.availability('Part-time'));
  await userEvent.click(f.area('Payments & fintech'));
  await userEvent.click(f.area('Mobile apps'));
  await userEvent.type(f.bio, 'Eight years of payment apps for cooperatives.');
  await userEvent.click(f.submit());
  return f;
}

/** Idle: empty fields, full-time chosen, the first ten areas of expertise as chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(within(f.expertise).getAllByRole('checkbox')).toHaveLength(10);
    await expect(f.availability('Full-time')).toBeChecked();
    for (const field of [f.name, f.email, f.portfolio, f.bio]) await expect(field).toHaveValue('');
  },
};

/** Sent incomplete: the spec's sentences on the fields (portfolio, rate, two areas), the first focused. Nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.rate, '45');
    await userEvent.click(f.area('UI/UX design'));
    await userEvent.click(f.submit());
    await waitFor(() => expect(f.name).toHaveAccessibleDescription('Enter your name.'), afterSubmit);
    await expect(f.portfolio).toHaveAccessibleDescription(`${consultantApplication.fields.portfolioUrl.hint} Portfolio URL is required`);
    await expect(f.rate).toHaveAccessibleDescription('At least 50 USD. The minimum hourly rate is 50 USD.');
    await expect(f.expertise).toHaveAccessibleDescription(`${consultantApplication.fields.expertise.hint} Please select at least 2 areas of expertise`);
    await expect(f.name).toHaveFocus();
  },
};

/** An area of one's own: added once (another case is the same area), chosen at once. */
export const CustomExpertise: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.custom, 'Agritech{Enter}');
    await userEvent.type(f.custom, 'AGRITECH{Enter}');
    await expect(within(f.expertise).getAllByRole('checkbox')).toHaveLength(11);
    await expect(f.area('Agritech')).toBeChecked();
  },
};

/** Submitting: no answer yet; the button reads 'Submitting...' and is disabled. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.submitConsultantApplication, 'infinite')] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    await expect(await f.canvas.findByRole('button', { name: 'Submitting...' }, afterSubmit)).toBeDisabled();
  },
};

/** Received (200): the spec's notice, and the form cleared. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    const notice = await f.canvas.findByRole('status', {}, afterSubmit);
    await expect(notice).toHaveTextContent('Application received! We will review your submission.');
    await expect(notice).toHaveFocus();
    await expect(form(canvasElement).name).toHaveValue('');
  },
};

/** Already applied (409): the server's sentence in an alert; what was typed stays. */
export const AlreadyApplied: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitConsultantApplication, 409, { error: consultantApplicationMessages.duplicate })] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    const alert = await f.canvas.findByRole('alert', {}, afterSubmit);
    await expect(alert).toHaveTextContent(consultantApplicationMessages.duplicate);
    await expect(f.name).toHaveValue('Kemi Adebayo');
  },
};

/** Error (500): an alert says so, the text stays, and a link sends the application by e-mail instead. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitConsultantApplication, 500)] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    const alert = await f.canvas.findByRole('alert', {}, afterSubmit);
    await expect(alert).toHaveTextContent(consultantApplication.error.server);
    const email = within(alert).getByRole('link', { name: 'Send it by e-mail instead' });
    await expect(email.getAttribute('href')).toMatch(/^mailto:experts@orisun\.software\?subject=Expert%20Network%20application&body=Name%3A%20Kemi/);
    await expect(f.submit()).toBeEnabled();
  },
};

/** Too many applications (429): how long to wait, from Retry-After. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitConsultantApplication, 429, { retryAfterSeconds: 1800 })] } },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    await expect(await f.canvas.findByRole('alert', {}, afterSubmit)).toHaveTextContent('Please wait 30 minutes before trying again.');
  },
};

/** The server rejects a field (400 with issues): the message on that field, focused. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        respondWithError(endpoints.submitConsultantApplication, 400, { issues: [{ path: 'portfolioUrl', message: 'This address does not answer.' }] }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const f = await fillAndSend(canvasElement);
    await waitFor(() => expect(f.canvas.getByText('This address does not answer.')).toBeVisible(), afterSubmit);
    await expect(f.portfolio).toHaveFocus();
    await expect(f.canvas.queryByRole('alert')).toBeNull();
  },
};
