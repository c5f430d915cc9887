import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, projectTypes } from '@orisun/api';
import { respondSlowly, respondWithError } from '@orisun/api/mocks';
import { Button } from '@orisun/ui';
import { brand } from '../../site/src/content/brand.ts';
import { formSuccessAutoCloseMs } from '../../site/src/content/forms.ts';
import { projectBrief } from '../../site/src/content/home.ts';
import ProjectBriefDialog from '../../site/src/pages/Home/ProjectBriefDialog.tsx';

/** The home page's 'Complete Project Brief' button and its dialog (the page loads the dialog on demand). */
function ProjectBriefForm({ autoCloseMs = formSuccessAutoCloseMs }: { autoCloseMs?: number }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {projectBrief.title}
      </Button>
      <ProjectBriefDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} autoCloseMs={autoCloseMs} />
    </>
  );
}

const meta = {
  title: 'Patterns/ProjectBriefDialog',
  component: ProjectBriefForm,
  args: { autoCloseMs: formSuccessAutoCloseMs },
  argTypes: { autoCloseMs: { control: { type: 'number', min: 500, step: 500 } } },
} satisfies Meta<typeof ProjectBriefForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const brief = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  projectType: projectTypes[2],
  details: 'A delivery app for our three bakeries, with payments by card and transfer.',
};

/** Opens the dialog and returns it with its controls (portalled: queried from the document body). */
async function openBrief(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: projectBrief.title }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: projectBrief.title });
  const view = within(dialog);
  return {
    dialog,
    view,
    name: view.getByRole('textbox', { name: /^Name/ }),
    email: view.getByRole('textbox', { name: /^E-mail/ }),
    projectType: view.getByRole('combobox', { name: /^Project type/ }),
    details: view.getByRole('textbox', { name: /^Project details/ }),
    submit: view.getByRole('button', { name: projectBrief.submitLabel }),
  };
}

async function fillAndSubmit(form: Awaited<ReturnType<typeof openBrief>>) {
  await userEvent.type(form.name, brief.name);
  await userEvent.type(form.email, brief.email);
  await userEvent.selectOptions(form.projectType, brief.projectType);
  await userEvent.type(form.details, brief.details);
  await userEvent.click(form.submit);
}

/** Idle: the empty form, focus on the first field. Escape closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await waitFor(() => expect(form.name).toHaveFocus());
    await expect(form.dialog).toHaveAccessibleDescription(projectBrief.description);
    for (const field of [form.name, form.email, form.projectType, form.details]) await expect(field).toHaveValue('');
    await expect(within(form.projectType).getAllByRole('option')).toHaveLength(projectTypes.length + 1);
    await expect(form.submit).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: projectBrief.title })).toHaveFocus();
  },
};

/** Submitted empty: every field explains what it needs, and focus goes to the first. Nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.name).toHaveAccessibleDescription('Enter your name.'));
    await expect(form.email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(form.projectType).toHaveAccessibleDescription('Choose the type of project.');
    // Visible once the dialog's entry animation has faded it in (it may still run under load).
    await waitFor(() => expect(form.view.getByText('Enter the project details.')).toBeVisible());
    await expect(form.name).toHaveFocus();
    await expect(form.view.queryByRole('heading', { name: projectBrief.error.title })).toBeNull();
  },
};

/** Submitting: the server has not answered yet; the button reads 'Submitting...' and is disabled. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [respondSlowly(endpoints.submitProjectBrief, 'infinite')] } },
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await fillAndSubmit(form);
    const button = await form.view.findByRole('button', { name: projectBrief.submittingLabel });
    await expect(button).toBeDisabled();
  },
};

/** Success (200): the thank-you view, which closes the dialog by itself after 10 seconds. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await fillAndSubmit(form);
    const heading = await form.view.findByRole('heading', { name: 'Thank you for your submission!' });
    await expect(form.view.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The thank-you view closing by itself (here after 1.5 s instead of 10 s); focus returns to the button. */
export const AutoClose: Story = {
  args: { autoCloseMs: 1500 },
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await fillAndSubmit(form);
    await form.view.findByRole('heading', { name: 'Thank you for your submission!' });
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('button', { name: projectBrief.title })).toHaveFocus();
  },
};

/** Error (500): 'Something went wrong!', the brief ready to send by e-mail, and 'Try again' back to the empty form. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitProjectBrief, 500)] } },
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await fillAndSubmit(form);
    const heading = await form.view.findByRole('heading', { name: 'Something went wrong!' });
    await expect(form.view.getByText('Please try again or contact us directly.')).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    const email = form.view.getByRole('link', { name: projectBrief.error.emailLabel });
    await expect(email.getAttribute('href')).toMatch(new RegExp(`^mailto:${brand.email}\\?subject=Project%20brief&body=Name%3A%20Adaeze`));
    await userEvent.click(form.view.getByRole('button', { name: projectBrief.error.retryLabel }));
    const name = form.view.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('');
    await expect(form.view.getByRole('textbox', { name: /^Project details/ })).toHaveValue('');
  },
};

/** Too many briefs (429): the error view says how long to wait, from the server's Retry-After. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitProjectBrief, 429, { retryAfterSeconds: 120 })] } },
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await fillAndSubmit(form);
    await form.view.findByRole('heading', { name: 'Something went wrong!' });
    await expect(form.view.getByText(projectBrief.error.rateLimited(120))).toBeVisible();
    await expect(form.view.getByText(/Please wait 2 minutes before trying again/)).toBeVisible();
  },
};

/** The server rejects fields (400 with issues): the messages appear on those fields, what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        respondWithError(endpoints.submitProjectBrief, 400, {
          issues: [{ path: 'email', message: 'This e-mail domain does not receive mail.' }],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openBrief(canvasElement);
    await fillAndSubmit(form);
    await waitFor(() => expect(form.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'));
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveFocus();
    await expect(form.email).toHaveValue(brief.email);
    await expect(form.view.queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
  },
};
