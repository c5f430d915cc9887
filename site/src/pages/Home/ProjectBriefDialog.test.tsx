import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, projectTypes } from '@orisun/api';
import { respondWhenReleased, respondWithError, respondWithNetworkError } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { brand } from '../../content/brand.ts';
import { formSuccessAutoCloseMs } from '../../content/forms.ts';
import { projectBrief } from '../../content/home.ts';
import ProjectBriefButton from './ProjectBriefButton.island.tsx';
// Loaded up front, so the button's on-demand import resolves at once.
import './ProjectBriefDialog.tsx';

/** The mock API, and every request it receives. */
const { server, requests: received } = mockApi();

const brief = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  projectType: projectTypes[2],
  details: 'A delivery app for our three bakeries, with payments by card and transfer.',
};

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Complete Project Brief' }));
  return screen.findByRole('dialog', { name: projectBrief.title });
}

/** The form's controls, found by their labels (as people and screen readers find them). */
function fields(dialog: HTMLElement) {
  const view = within(dialog);
  return {
    name: view.getByRole('textbox', { name: /^Name/ }),
    email: view.getByRole('textbox', { name: /^E-mail/ }),
    projectType: view.getByRole('combobox', { name: /^Project type/ }),
    details: view.getByRole('textbox', { name: /^Project details/ }),
    submit: view.getByRole('button', { name: /Submit brief|Submitting\.\.\./ }),
  };
}

async function fillIn(user: User, dialog: HTMLElement, values = brief) {
  const f = fields(dialog);
  await user.type(f.name, `  ${values.name} `);
  await user.type(f.email, values.email);
  await user.selectOptions(f.projectType, values.projectType);
  await user.type(f.details, values.details);
}

describe('ProjectBriefDialog', () => {
  it('opens on the name field, with the title and description wired, and no axe violations', async () => {
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(projectBrief.description);
    const f = fields(dialog);
    await waitFor(() => expect(f.name).toHaveFocus());
    expect(f.name).toHaveAttribute('aria-required', 'true');
    expect(f.details).toHaveAttribute('rows', '4');
    const options = within(f.projectType).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([projectBrief.fields.projectType.placeholder, ...projectTypes]);
    expect(f.submit).toBeEnabled();
    await expectNoAxeViolations(document.body);
  });

  it('keeps the honeypot away from people: hidden from screen readers and skipped by Tab', async () => {
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: projectBrief.fields.honeypot.label })).toBeNull();
    // Tab walks the visible controls only, and wraps inside the dialog.
    await waitFor(() => expect(fields(dialog).name).toHaveFocus());
    const visited: Element[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      visited.push(document.activeElement!);
    }
    expect(visited).not.toContain(honeypot);
  });

  it('blocks an empty submission with a message on each field and focuses the first', async () => {
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    const f = fields(dialog);
    await user.click(f.submit);
    await waitFor(() => expect(f.name).toHaveAccessibleDescription('Enter your name.'));
    expect(f.email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(f.projectType).toHaveAccessibleDescription('Choose the type of project.');
    expect(f.details).toHaveAccessibleDescription(`${projectBrief.fields.details.hint} Enter the project details.`);
    for (const control of [f.name, f.email, f.projectType, f.details]) expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveFocus();
    expect(received).toEqual([]);
    await expectNoAxeViolations(document.body);

    // A bad e-mail address is explained too.
    await user.type(f.email, 'adaeze@');
    await user.click(f.submit);
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'));
    expect(received).toEqual([]);
  });

  it('sends exactly the schema payload, shows Submitting... (disabled) meanwhile, then thanks and closes after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const reply = respondWhenReleased(endpoints.submitProjectBrief);
      server.use(reply.handler);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<ProjectBriefButton />);
      const opener = screen.getByRole('button', { name: 'Complete Project Brief' });
      const dialog = await openDialog(user);
      await fillIn(user, dialog);
      await user.click(fields(dialog).submit);

      const submitting = await within(dialog).findByRole('button', { name: 'Submitting...' });
      expect(submitting).toBeDisabled();
      await waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]).toEqual({ method: 'POST', path: '/submit-form', body: { ...brief, website: '' } });

      reply.release();
      const heading = await within(dialog).findByRole('heading', { name: projectBrief.success.title });
      expect(within(dialog).getByText("We'll get back to you within 24 hours.")).toBeVisible();
      await waitFor(() => expect(heading).toHaveFocus());
      expect(heading).toHaveAccessibleDescription(projectBrief.success.body);

      // Still there a second before 10 s (the fake clock also follows real time), gone at 10 s;
      // focus back on the button that opened it.
      act(() => vi.advanceTimersByTime(formSuccessAutoCloseMs - 1000));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(opener).toHaveFocus();

      // The form was cleared: opening again shows it empty.
      const again = await openDialog(user);
      const f = fields(again);
      expect(f.name).toHaveValue('');
      expect(f.email).toHaveValue('');
      expect(f.projectType).toHaveValue('');
      expect(f.details).toHaveValue('');
      expect(f.submit).toHaveAccessibleName(projectBrief.submitLabel);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the thank-you view with its Close button before the 10 s are up', async () => {
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    await user.click(fields(dialog).submit);
    await within(dialog).findByRole('heading', { name: projectBrief.success.title });
    await expectNoAxeViolations(document.body);
    const closeButtons = within(dialog).getAllByRole('button', { name: projectBrief.success.closeLabel });
    await user.click(closeButtons.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Complete Project Brief' })).toHaveFocus();
  });

  it('shows the error view on a 500, offers the brief by e-mail, and Try again returns to the empty form', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.submitProjectBrief, 500));
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    await user.click(fields(dialog).submit);

    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong!' });
    expect(within(dialog).getByText('Please try again or contact us directly.')).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(log).toHaveBeenCalled();
    const email = within(dialog).getByRole('link', { name: projectBrief.error.emailLabel });
    const href = email.getAttribute('href')!;
    expect(href.startsWith(`mailto:${brand.email}?subject=Project%20brief&body=`)).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toContain(`Name: ${brief.name}`);
    expect(body).toContain(brief.details);
    await expectNoAxeViolations(document.body);

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const f = fields(dialog);
    await waitFor(() => expect(f.name).toHaveFocus());
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.projectType).toHaveValue('');
    expect(f.details).toHaveValue('');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    log.mockRestore();
  });

  it('shows the error view when the server cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithNetworkError(endpoints.submitProjectBrief));
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    log.mockRestore();
  });

  it('says how long to wait after a 429', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(respondWithError(endpoints.submitProjectBrief, 429, { retryAfterSeconds: 90 }));
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    await user.click(fields(dialog).submit);
    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong!' });
    const wait = projectBrief.error.rateLimited(90);
    expect(wait).toContain('2 minutes');
    expect(within(dialog).getByText(wait)).toBeVisible();
    expect(heading).toHaveAccessibleDescription(`${projectBrief.error.body} ${wait}`);
    log.mockRestore();
  });

  it("shows a 400's field issues on the fields, keeps what was typed and focuses the first", async () => {
    server.use(
      respondWithError(endpoints.submitProjectBrief, 400, {
        issues: [
          { path: 'email', message: 'This e-mail domain does not receive mail.' },
          { path: 'details', message: 'Tell us a little more.' },
        ],
      }),
    );
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    const f = fields(dialog);
    await user.click(f.submit);
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('This e-mail domain does not receive mail.'));
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.details).toHaveAccessibleDescription(`${projectBrief.fields.details.hint} Tell us a little more.`);
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(f.email).toHaveFocus();
    expect(f.email).toHaveValue(brief.email);
    expect(within(dialog).queryByRole('heading', { name: 'Something went wrong!' })).toBeNull();
    expect(f.submit).toHaveAccessibleName(projectBrief.submitLabel);
    await expectNoAxeViolations(document.body);
  });

  it('keeps what was typed when the dialog is closed and opened again', async () => {
    const user = userEvent.setup();
    render(<ProjectBriefButton />);
    const dialog = await openDialog(user);
    await user.type(fields(dialog).name, brief.name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Complete Project Brief' })).toHaveFocus();
    const again = await openDialog(user);
    expect(fields(again).name).toHaveValue(brief.name);
  });
});
