import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, resumeAccept, resumeMaxBytes, resumeMessages } from '@orisun/api';
import { defaultResponses, mockEndpoint, respondWithError } from '@orisun/api/mocks';
import * as api from '../../site/src/api/client/index.ts';
import { formSuccessAutoCloseMs } from '../../site/src/content/forms.ts';
import { teamPage } from '../../site/src/content/team.ts';
import { teamApplication } from '../../site/src/content/teamApplication.ts';
import { LazyDialogButton } from '../../site/src/forms/LazyDialogButton.tsx';
import TeamApplicationDialog from '../../site/src/pages/Team/TeamApplicationDialog.tsx';

/**
 * The form's checking and sending code loads on demand: under the full test run's load it can
 * take seconds, so what follows an action waits up to 15 s.
 */
const afterSubmit = { timeout: 15_000 };

/** The Team page's 'Join Our Team' button and its dialog (imported here up front; the page loads it on demand). */
function TeamApplicationForm({ autoCloseMs = formSuccessAutoCloseMs }: { autoCloseMs?: number }) {
  return (
    <LazyDialogButton dialog={TeamApplicationDialog} preload={() => Promise.resolve()} autoCloseMs={autoCloseMs}>
      {teamPage.join.buttonLabel}
    </LazyDialogButton>
  );
}

const meta = {
  title: 'Patterns/TeamApplicationDialog',
  component: TeamApplicationForm,
  args: { autoCloseMs: formSuccessAutoCloseMs },
  argTypes: { autoCloseMs: { control: { type: 'number', min: 500, step: 500 } } },
} satisfies Meta<typeof TeamApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const application = {
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  role: 'Backend developer',
  message: 'I have built payment APIs for three years and want to build for small businesses.',
};

/** A file the form accepts (the mocks do not look inside; the real server checks the content). */
const resumePdf = (bytes = 20 * 1024) =>
  new File(['%PDF-1.7\n', new Uint8Array(bytes)], 'tunde-cv.pdf', { type: 'application/pdf' });

const resumeHint = teamApplication.fields.resume.hint;

/** How many applications reached the mock in this story (the invalid ones must not). */
let requests = 0;
const countingHandler = mockEndpoint(endpoints.submitTeamApplication, () => {
  requests += 1;
  return HttpResponse.json(defaultResponses.submitTeamApplication);
});

/** Opens the dialog and returns it with its controls (portalled: queried from the document body). */
async function openForm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: teamPage.join.buttonLabel }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: teamApplication.title }, afterSubmit);
  const view = within(dialog);
  return {
    dialog,
    view,
    name: view.getByRole('textbox', { name: /^Full name/ }),
    email: view.getByRole('textbox', { name: /^E-mail/ }),
    role: view.getByRole('textbox', { name: /^Role of interest/ }),
    message: view.getByRole('textbox', { name: /^Why do you want to join us\?/ }),
    resume: view.getByLabelText<HTMLInputElement>(/^Resume/),
    submit: view.getByRole('button', { name: teamApplication.submitLabel }),
  };
}
type Form = Awaited<ReturnType<typeof openForm>>;

/** Chooses a file as a drop or "All files" in the picker would: past the `accept` filter. */
const choose = (form: Form, file: File) => userEvent.upload(form.resume, file, { applyAccept: false });

async function fillAndSubmit(form: Form, file = resumePdf()) {
  await userEvent.type(form.name, application.name);
  await userEvent.type(form.email, application.email);
  await userEvent.type(form.role, application.role);
  await userEvent.type(form.message, application.message);
  await choose(form, file);
  await userEvent.click(form.submit);
}

/** Idle: the empty form, focus on the first field. Escape closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await waitFor(() => expect(form.name).toHaveFocus(), afterSubmit);
    await expect(form.dialog).toHaveAccessibleDescription(teamApplication.description);
    for (const field of [form.name, form.email, form.role, form.message]) await expect(field).toHaveValue('');
    await expect(form.message).toHaveAttribute('rows', '4');
    await expect(form.resume).toHaveAttribute('accept', resumeAccept);
    await expect(form.resume).toHaveAccessibleDescription(`${resumeHint} No file chosen`);
    await expect(form.submit).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), afterSubmit);
    await expect(within(canvasElement).getByRole('button', { name: teamPage.join.buttonLabel })).toHaveFocus();
  },
};

/**
 * Invalid: submitted empty, every field says what it needs; then a file that is not PDF or Word and a
 * PDF over 5 MB are refused the moment they are chosen, with the contract's sentences. Nothing is sent.
 */
export const Invalid: Story = {
  parameters: { msw: { handlers: [countingHandler] } },
  play: async ({ canvasElement }) => {
    requests = 0;
    const form = await openForm(canvasElement);
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.name).toHaveAccessibleDescription('Enter your name.'), afterSubmit);
    await expect(form.email).toHaveAccessibleDescription('Enter your e-mail address.');
    await waitFor(() => expect(form.view.getByText('Enter the role you are interested in.')).toBeVisible());
    await expect(form.message).toHaveAccessibleDescription('Enter why you want to join us.');
    await expect(form.resume).toHaveAccessibleDescription(`${resumeHint} No file chosen ${resumeMessages.required}`);
    await expect(form.name).toHaveFocus();

    // A text file: refused by its type.
    await choose(form, new File(['Tunde Bakare, backend developer'], 'resume.txt', { type: 'text/plain' }));
    await waitFor(() => expect(form.resume).toHaveAccessibleDescription(`${resumeHint} No file chosen ${resumeMessages.type}`), afterSubmit);

    // A PDF one byte over 5 MB: refused by its size before any upload.
    await choose(form, new File([new Uint8Array(resumeMaxBytes + 1)], 'tunde-cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(form.resume).toHaveAccessibleDescription(`${resumeHint} No file chosen ${resumeMessages.tooLarge}`), afterSubmit);
    await expect(form.resume).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(form.name, application.name);
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.email).toHaveFocus(), afterSubmit);
    await expect(requests).toBe(0);
  },
};

/**
 * Submitting: the server has not answered yet; the button reads 'Submitting...' and is disabled, and
 * a progress bar follows the upload of the application and its resume (here 60% sent).
 *
 * In the browser, XMLHttpRequest reports how much of the body has gone out; a request MSW answers
 * never goes out, so no such event comes. The story reports 60% through the client's `onUploadProgress`
 * (as XMLHttpRequest would) and then sends the request for real, to the mock that never answers.
 */
export const Submitting: Story = {
  beforeEach: () => {
    const send = api.applications.submitTeamApplication;
    const upload = spyOn(api.applications, 'submitTeamApplication').mockImplementation((form, call) => {
      call?.onUploadProgress?.(0.6);
      return send(form, call);
    });
    return () => upload.mockRestore();
  },
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(endpoints.submitTeamApplication, async () => {
          await delay('infinite');
          return HttpResponse.json(defaultResponses.submitTeamApplication);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form, resumePdf(1024 * 1024));
    const button = await form.view.findByRole('button', { name: teamApplication.submittingLabel }, afterSubmit);
    await expect(button).toBeDisabled();
    const progress = form.view.getByRole('progressbar', { name: teamApplication.progressLabel });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '60'), afterSubmit);
    await expect(progress).toHaveAttribute('aria-valuetext', '60%');
    await expect(form.view.getByText('60%')).toBeVisible();
  },
};

/** Success (200): the thank-you view, which closes the dialog by itself after 10 seconds. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form);
    const heading = await form.view.findByRole('heading', { name: 'Thank you for your submission!' }, afterSubmit);
    await expect(form.view.getByText("We'll get back to you once your application is analyzed.")).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus(), afterSubmit);
    await expect(form.view.queryByRole('progressbar')).toBeNull();
  },
};

/** The thank-you view closing by itself (here after 1.5 s instead of 10 s); focus returns to the button. */
export const AutoClose: Story = {
  args: { autoCloseMs: 1500 },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form);
    await form.view.findByRole('heading', { name: 'Thank you for your submission!' }, afterSubmit);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), afterSubmit);
    await expect(within(canvasElement).getByRole('button', { name: teamPage.join.buttonLabel })).toHaveFocus();
  },
};

/** The server refuses the resume as too large (413): the resume field says so, the rest stays as typed. */
export const ResumeTooLarge: Story = {
  parameters: {
    msw: {
      handlers: [
        respondWithError(endpoints.submitTeamApplication, 413, {
          error: resumeMessages.tooLarge,
          issues: [{ path: 'resume', message: resumeMessages.tooLarge }],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form);
    await waitFor(() => expect(form.resume).toHaveFocus(), afterSubmit);
    await expect(form.resume).toHaveAccessibleDescription(expect.stringContaining(resumeMessages.tooLarge));
    await expect(form.resume).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toHaveValue(application.name);
    await expect(form.view.queryByRole('heading', { name: teamApplication.error.title })).toBeNull();
  },
};

/**
 * The server looked inside the resume (400 with an issue on `resume`): a text file renamed .pdf is not
 * a PDF. The message appears on the resume field; everything typed stays.
 */
export const ResumeNotAPdf: Story = {
  parameters: {
    msw: {
      handlers: [
        respondWithError(endpoints.submitTeamApplication, 400, { issues: [{ path: 'resume', message: resumeMessages.content }] }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form, new File(['just some text'], 'tunde-cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(form.resume).toHaveFocus(), afterSubmit);
    await expect(form.resume).toHaveAccessibleDescription(`${resumeHint} tunde-cv.pdf, 14 bytes ${resumeMessages.content}`);
    await expect(form.message).toHaveValue(application.message);
    await expect(form.view.getByRole('button', { name: teamApplication.submitLabel })).toBeEnabled();
  },
};

/** Error (500): 'Something went wrong!', the application ready to e-mail to careers, and 'Try again' back to the empty form. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitTeamApplication, 500)] } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form);
    const heading = await form.view.findByRole('heading', { name: 'Something went wrong!' }, afterSubmit);
    await expect(form.view.getByText('Please try again or contact us directly.')).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus(), afterSubmit);
    const email = form.view.getByRole('link', { name: teamApplication.error.emailLabel });
    await expect(email.getAttribute('href')).toMatch(/^mailto:careers@orisun\.software\?subject=Team%20application&body=Name%3A%20Tunde/);
    await userEvent.click(form.view.getByRole('button', { name: teamApplication.error.retryLabel }));
    const name = form.view.getByRole('textbox', { name: /^Full name/ });
    await waitFor(() => expect(name).toHaveFocus(), afterSubmit);
    await expect(name).toHaveValue('');
    await expect(form.view.getByLabelText(/^Resume/)).toHaveAccessibleDescription(`${resumeHint} No file chosen`);
  },
};

/** Too many applications (429): the error view says how long to wait, from the server's Retry-After. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [respondWithError(endpoints.submitTeamApplication, 429, { retryAfterSeconds: 600 })] } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAndSubmit(form);
    await form.view.findByRole('heading', { name: 'Something went wrong!' }, afterSubmit);
    await expect(form.view.getByText(teamApplication.error.rateLimited(600))).toBeVisible();
    await expect(form.view.getByText(/Please wait 10 minutes before trying again/)).toBeVisible();
  },
};
