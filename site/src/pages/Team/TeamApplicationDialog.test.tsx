import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, resumeAccept, resumeMaxBytes, resumeMessages } from '@orisun/api';
import { respondWhenReleased, respondWithError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import * as api from '../../api/client/index.ts';
import { formSuccessAutoCloseMs } from '../../content/forms.ts';
import { teamApplication } from '../../content/teamApplication.ts';
import TeamPage from './index.tsx';
// Loaded up front, so the page's on-demand import resolves at once.
import './TeamApplicationDialog.tsx';

/** The mock API, and every request it receives. */
const { server, requests: received } = mockApi();

const application = {
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  role: 'Backend developer',
  message: 'I have built payment APIs for three years and want to build for small businesses.',
};

/**
 * Files made here keep their names in the DOM (the form's checks read them); only the multipart body
 * loses them in jsdom (vitest-dev/vitest#9260), so no test reads the file name on the "server" side.
 */
const pdfBytes = '%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n';
const fileOf = (name: string, content: BlobPart, type = 'application/pdf') => new File([content], name, { type });
const resumePdf = () => fileOf('tunde-cv.pdf', pdfBytes);

/**
 * A user whose uploads skip the picker's `accept` filter, as a drop or "All files" in the picker
 * would: the form's own checks must refuse what does not fit.
 */
const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) => userEvent.setup({ applyAccept: false, ...options });
type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Join Our Team' }));
  return screen.findByRole('dialog', { name: teamApplication.title });
}

/** Renders the Team page and opens its 'Join Our Team' dialog. */
async function openFromTeamPage(user: User) {
  render(<TeamPage />);
  return openDialog(user);
}

/** The form's controls, found by their labels (as people and screen readers find them). */
function fields(dialog: HTMLElement) {
  const view = within(dialog);
  return {
    name: view.getByRole('textbox', { name: /^Full name/ }),
    email: view.getByRole('textbox', { name: /^E-mail/ }),
    role: view.getByRole('textbox', { name: /^Role of interest/ }),
    message: view.getByRole('textbox', { name: /^Why do you want to join us\?/ }),
    resume: view.getByLabelText<HTMLInputElement>(/^Resume/),
    submit: view.getByRole('button', { name: /Submit application|Submitting\.\.\./ }),
  };
}

async function fillIn(user: User, dialog: HTMLElement, resume: File = resumePdf()) {
  const f = fields(dialog);
  await user.type(f.name, application.name);
  await user.type(f.email, application.email);
  await user.type(f.role, application.role);
  await user.type(f.message, application.message);
  await user.upload(f.resume, resume);
}

/** Opens the dialog from the Team page, fills in the application (with `resume`) and submits it. */
async function submitApplication(resume?: File, user = setupUser()) {
  const dialog = await openFromTeamPage(user);
  await fillIn(user, dialog, resume);
  const f = fields(dialog);
  await user.click(f.submit);
  return { user, dialog, f };
}

describe('TeamApplicationDialog', () => {
  it('opens from the Team page on the name field, with every field labelled, required and described', async () => {
    const user = setupUser();
    const dialog = await openFromTeamPage(user);
    expect(dialog).toHaveAccessibleDescription(teamApplication.description);
    const f = fields(dialog);
    await waitFor(() => expect(f.name).toHaveFocus());
    for (const control of [f.name, f.email, f.role, f.message, f.resume]) expect(control).toHaveAttribute('aria-required', 'true');
    expect(f.message).toHaveAttribute('rows', '4');
    expect(f.resume).toHaveAttribute('type', 'file');
    expect(f.resume).toHaveAttribute('accept', resumeAccept);
    expect(f.resume).toHaveAccessibleDescription('PDF or Word, up to 5 MB No file chosen');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(f.submit).toBeEnabled();
    // The honeypot is out of the tab order and hidden from screen readers.
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('blocks an empty submission with a message on each field, the resume too, and focuses the first', async () => {
    const user = setupUser();
    const dialog = await openFromTeamPage(user);
    const f = fields(dialog);
    await user.click(f.submit);
    await waitFor(() => expect(f.name).toHaveAccessibleDescription('Enter your name.'));
    expect(f.email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(f.role).toHaveAccessibleDescription(`${teamApplication.fields.role.hint} Enter the role you are interested in.`);
    expect(f.message).toHaveAccessibleDescription('Enter why you want to join us.');
    expect(f.resume).toHaveAccessibleDescription(`PDF or Word, up to 5 MB No file chosen ${resumeMessages.required}`);
    for (const control of [f.name, f.email, f.role, f.message, f.resume]) expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveFocus();
    expect(received).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['a text file', fileOf('notes.txt', 'hello', 'text/plain'), resumeMessages.type],
    ['a program typed as a PDF', fileOf('setup.exe', pdfBytes, 'application/pdf'), resumeMessages.type],
    ['an empty PDF', fileOf('empty.pdf', ''), resumeMessages.empty],
    ['a PDF of 5 MB + 1 byte', fileOf('big.pdf', new Uint8Array(resumeMaxBytes + 1)), resumeMessages.tooLarge],
  ])('refuses %s on choice, with the contract sentence, and sends nothing', async (_what, file, message) => {
    const user = setupUser();
    const dialog = await openFromTeamPage(user);
    await fillIn(user, dialog, file);
    const f = fields(dialog);
    await waitFor(() => expect(f.resume).toHaveAccessibleDescription(expect.stringContaining(message) as string));
    expect(f.resume).toHaveAttribute('aria-invalid', 'true');
    await user.click(f.submit);
    await waitFor(() => expect(f.resume).toHaveFocus());
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(received).toEqual([]);

    // Choosing a good file clears the refusal.
    await user.upload(f.resume, resumePdf());
    await waitFor(() => expect(f.resume).not.toHaveAttribute('aria-invalid'));
    expect(within(dialog).getByText(`tunde-cv.pdf, ${pdfBytes.length} bytes`)).toBeVisible();
  });

  it('accepts a resume of exactly 5 MB', async () => {
    const reply = respondWhenReleased(endpoints.submitTeamApplication);
    reply.release();
    server.use(reply.handler);
    const { dialog } = await submitApplication(fileOf('cv.pdf', new Uint8Array(resumeMaxBytes)));
    await within(dialog).findByRole('heading', { name: teamApplication.success.title });
    const resume = (await reply.requests[0]!.formData()).get('resume');
    expect(typeof resume === 'string' || resume === null ? -1 : resume.size).toBe(resumeMaxBytes);
  });

  it('sends the fields and the file as multipart, shows Submitting... (disabled) and the upload progress, then thanks and closes after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const reply = respondWhenReleased(endpoints.submitTeamApplication);
      server.use(reply.handler);
      const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
      render(<TeamPage />);
      const opener = screen.getByRole('button', { name: 'Join Our Team' });
      const dialog = await openDialog(user);
      await fillIn(user, dialog);
      await user.click(fields(dialog).submit);

      const submitting = await within(dialog).findByRole('button', { name: 'Submitting...' });
      expect(submitting).toBeDisabled();
      const progress = within(dialog).getByRole('progressbar', { name: teamApplication.progressLabel });
      expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
      await waitFor(() => expect(reply.requests).toHaveLength(1));
      expect(received).toEqual([{ method: 'POST', path: '/submit_team-form' }]);
      const [request] = reply.requests;
      expect(request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const body = await request!.formData();
      expect(Object.fromEntries(['name', 'email', 'role', 'message', 'website'].map((key) => [key, body.get(key)]))).toEqual({
        ...application,
        website: '',
      });
      // (A Node File: jsdom's Blob is another class.)
      const resume = body.get('resume');
      expect(typeof resume === 'string' || resume === null ? 'not a file' : await resume.text()).toBe(pdfBytes);

      reply.release();
      const heading = await within(dialog).findByRole('heading', { name: 'Thank you for your submission!' });
      expect(within(dialog).getByText("We'll get back to you once your application is analyzed.")).toBeVisible();
      await waitFor(() => expect(heading).toHaveFocus());
      expect(heading).toHaveAccessibleDescription(teamApplication.success.body);
      await expectNoAxeViolations(document.body);

      act(() => vi.advanceTimersByTime(formSuccessAutoCloseMs - 1000));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(opener).toHaveFocus();

      // The form was cleared: opening again shows it empty, no file chosen.
      const f = fields(await openDialog(user));
      for (const control of [f.name, f.email, f.role, f.message]) expect(control).toHaveValue('');
      expect(f.resume).toHaveAccessibleDescription('PDF or Word, up to 5 MB No file chosen');
      expect(f.submit).toHaveAccessibleName(teamApplication.submitLabel);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the upload progress where the button is: in the dialog's sticky footer, beside 'Submitting...' (in sight on a phone)", async () => {
    const upload = vi.spyOn(api.applications, 'submitTeamApplication').mockImplementation((_form, call) => {
      call?.onUploadProgress?.(0.3);
      return new Promise(() => {});
    });
    try {
      const { dialog } = await submitApplication();
      const progress = await within(dialog).findByRole('progressbar', { name: teamApplication.progressLabel });
      const footer = progress.closest('[data-part="Footer"]');
      expect(footer).not.toBeNull();
      expect(within(footer as HTMLElement).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      expect(dialog.querySelector('form')!.contains(progress)).toBe(false);
    } finally {
      upload.mockRestore();
    }
  });

  it('feeds the progress bar from the upload progress (jsdom sends no real progress, so the client reports it)', async () => {
    const upload = vi.spyOn(api.applications, 'submitTeamApplication').mockImplementation((_form, call) => {
      call?.onUploadProgress?.(0.42);
      return new Promise(() => {});
    });
    try {
      const { dialog } = await submitApplication();
      const progress = await within(dialog).findByRole('progressbar', { name: teamApplication.progressLabel });
      await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '42'));
      expect(progress).toHaveAttribute('aria-valuetext', '42%');
      expect(upload).toHaveBeenCalledTimes(1);
      expect(upload.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
      await expectNoAxeViolations(document.body);
    } finally {
      upload.mockRestore();
    }
  });

  it('shows the error view on a 500, offers the application by e-mail to careers, and Try again returns to the empty form', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.submitTeamApplication, 500));
    const { user, dialog } = await submitApplication();

    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong!' });
    expect(within(dialog).getByText('Please try again or contact us directly.')).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(log).toHaveBeenCalled();
    const href = within(dialog).getByRole('link', { name: teamApplication.error.emailLabel }).getAttribute('href')!;
    expect(href.startsWith('mailto:careers@orisun.software?subject=Team%20application&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toContain(`Name: ${application.name}`);
    expect(body).toContain(`Role of interest: ${application.role}`);
    expect(body).toContain(application.message);
    await expectNoAxeViolations(document.body);

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const f = fields(dialog);
    await waitFor(() => expect(f.name).toHaveFocus());
    for (const control of [f.name, f.email, f.role, f.message]) expect(control).toHaveValue('');
    expect(f.resume).toHaveAccessibleDescription('PDF or Word, up to 5 MB No file chosen');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    log.mockRestore();
  });

  it('says how long to wait after a 429', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.submitTeamApplication, 429, { retryAfterSeconds: 3600 }));
    const { dialog } = await submitApplication();
    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong!' });
    const wait = teamApplication.error.rateLimited(3600);
    expect(wait).toBe('You have sent several applications in a short time. Please wait 1 hour before trying again.');
    expect(heading).toHaveAccessibleDescription(`${teamApplication.error.body} ${wait}`);
    log.mockRestore();
  });

  it("shows a 400's issues on the fields, the resume's too (its content is not PDF or Word), keeping what was typed", async () => {
    server.use(
      respondWithError(endpoints.submitTeamApplication, 400, {
        issues: [
          { path: 'email', message: 'This e-mail domain does not receive mail.' },
          { path: 'resume', message: resumeMessages.content },
        ],
      }),
    );
    const { user, dialog, f } = await submitApplication();
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'));
    expect(f.email).toHaveFocus();
    expect(f.resume).toHaveAttribute('aria-invalid', 'true');
    expect(f.resume).toHaveAccessibleDescription(`PDF or Word, up to 5 MB tunde-cv.pdf, ${pdfBytes.length} bytes ${resumeMessages.content}`);
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(f.email).toHaveValue(application.email);
    expect(within(dialog).queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(f.submit).toHaveAccessibleName(teamApplication.submitLabel);
    await expectNoAxeViolations(document.body);

    // Another file clears the server's verdict on the resume.
    await user.upload(f.resume, fileOf('tunde-cv.docx', 'PK\u0003\u0004word', ''));
    await waitFor(() => expect(f.resume).not.toHaveAttribute('aria-invalid'));
  });

  it('says on the resume field that it must be 5 MB or smaller when the server answers 413', async () => {
    server.use(respondWithError(endpoints.submitTeamApplication, 413));
    const { dialog, f } = await submitApplication();
    await waitFor(() => expect(f.resume).toHaveFocus());
    expect(f.resume).toHaveAccessibleDescription(expect.stringContaining(resumeMessages.tooLarge) as string);
    expect(within(dialog).queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
  });

  it('goes on uploading when the dialog is closed, and shows the outcome on reopening', async () => {
    // The reply is held until the dialog has closed (a reply seen with the dialog open is shown then, not kept
    // for the next opening), so the test does not depend on how fast this machine presses Escape.
    const reply = respondWhenReleased(endpoints.submitTeamApplication);
    server.use(reply.handler);
    const { user, dialog } = await submitApplication();
    await within(dialog).findByRole('button', { name: 'Submitting...' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(received).toHaveLength(1));
    reply.release();
    const again = await openDialog(user);
    const heading = await within(again).findByRole('heading', { name: 'Thank you for your submission!' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
