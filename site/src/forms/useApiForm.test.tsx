import { useState, type RefObject } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, z, type FieldIssue } from '@orisun/api';
import type { ApiOutcome } from './apiOutcome.ts';
import { useApiForm, type ResultFocus } from './useApiForm.ts';

/** A request schema like the contract's: two required text fields and an optional file name. */
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.')),
  email: z.email({ error: 'Enter a valid e-mail address.' }),
  attachment: z.optional(z.string()),
});
type Values = z.output<typeof schema>;
const fields = ['name', 'email', 'attachment'] as const;

const http = (status: number, body: ConstructorParameters<typeof ApiError>[2], retryAfterSeconds?: number) =>
  new ApiError('http', status, body, { retryAfterSeconds });

/** A mutation that answers what the test says, and records what it was sent. */
function fakeMutation(answer: (values: Values) => Promise<string>) {
  return { mutateAsync: vi.fn(answer) };
}

interface FormProps {
  mutation: { mutateAsync: (values: Values) => Promise<string> };
  onSuccess?: (data: string, values: Values) => string | void;
  onFailure?: (outcome: ApiOutcome, values: Values, error: unknown) => string | void;
  onSend?: (values: Values) => void;
  check?: (values: Values) => readonly FieldIssue[];
  formFields?: readonly (typeof fields)[number][];
  reportFieldIssues?: boolean;
  focusResult?: ResultFocus;
  shouldFocusError?: boolean;
  /** The submit button goes away while sending (so focus is lost), as a dialog's or a sent view's does. */
  hideButtonWhileSending?: boolean;
}

/** A small form on the hook: its fields, its result as a focusable alert, and the result's text. */
function Form({ mutation, formFields = fields, hideButtonWhileSending = false, ...options }: FormProps) {
  const [sending, setSending] = useState(false);
  const form = useApiForm({
    schema,
    mutation: {
      mutateAsync: async (values: Values) => {
        setSending(true);
        try {
          return await mutation.mutateAsync(values);
        } finally {
          setSending(false);
        }
      },
    },
    fields: formFields,
    defaultValues: { name: '', email: '', attachment: '' },
    tooLarge: { field: 'attachment', message: 'The file must be 5 MB or smaller.' },
    ...options,
  });
  const {
    register,
    submit,
    result,
    resultRef,
    formState: { errors },
  } = form;
  return (
    <>
      <form noValidate aria-label="Test form" onSubmit={(event) => void submit(event)}>
        <label>
          Name <input {...register('name')} aria-invalid={errors.name ? true : undefined} />
        </label>
        {errors.name && <span>{errors.name.message}</span>}
        <label>
          E-mail <input {...register('email')} aria-invalid={errors.email ? true : undefined} />
        </label>
        {errors.email && <span>{errors.email.message}</span>}
        <label>
          Attachment <input {...register('attachment')} />
        </label>
        {errors.attachment && <span>{errors.attachment.message}</span>}
        {!(hideButtonWhileSending && sending) && <button type="submit">Send</button>}
      </form>
      <button type="button">Elsewhere</button>
      {result !== null && (
        <p role="alert" tabIndex={-1} ref={resultRef as RefObject<HTMLParagraphElement | null>}>
          {result}
        </p>
      )}
    </>
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string } = {}) {
  await user.type(field(/^Name/), values.name ?? 'Ada Obi');
  await user.type(field(/^E-mail/), values.email ?? 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useApiForm: the one hook of every form', () => {
  it('checks with the schema first: nothing is sent, the problems show on the fields and the first takes focus', async () => {
    const user = userEvent.setup();
    const mutation = fakeMutation(async () => 'ok');
    render(<Form mutation={mutation} />);
    await user.type(field(/^E-mail/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(mutation.mutateAsync).not.toHaveBeenCalled();
  });

  it("sends the schema's output (trimmed) and shows what onSuccess returns, focused", async () => {
    const user = userEvent.setup();
    const mutation = fakeMutation(async () => 'T-1234');
    const onSuccess = vi.fn((data: string) => `Sent as ${data}`);
    render(<Form mutation={mutation} onSuccess={onSuccess} />);
    await fillAndSend(user, { name: '  Ada Obi  ' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sent as T-1234');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(mutation.mutateAsync).toHaveBeenCalledWith({ name: 'Ada Obi', email: 'ada@example.com', attachment: '' });
    expect(onSuccess).toHaveBeenCalledWith('T-1234', { name: 'Ada Obi', email: 'ada@example.com', attachment: '' });
  });

  it("puts a 400's issues on the form's fields in the form's order, focuses the first, keeps what was typed, and calls no callback", async () => {
    const user = userEvent.setup();
    const error = http(400, {
      error: 'Some fields are missing or invalid.',
      issues: [
        { path: 'email', message: 'This address does not take mail.' },
        { path: 'name', message: 'Write your full name.' },
      ],
    });
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    render(<Form mutation={fakeMutation(() => Promise.reject(error))} onSuccess={onSuccess} onFailure={onFailure} />);
    await fillAndSend(user);
    expect(await screen.findByText('Write your full name.')).toBeInTheDocument();
    expect(screen.getByText('This address does not take mail.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Name/)).toHaveValue('Ada Obi');
    expect(field(/^E-mail/)).toHaveValue('ada@example.com');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands a 400 about no field of the form to onFailure (as invalid), and with reportFieldIssues one shown on the fields too', async () => {
    const user = userEvent.setup();
    const elsewhere = http(400, { error: 'Some fields are missing or invalid.', issues: [{ path: 'ticketId', message: 'There is no such ticket.' }] });
    const onFailure = vi.fn((outcome: ApiOutcome, _values?: Values, _error?: unknown) => `Not sent: ${outcome.kind}`);
    const { unmount } = render(<Form mutation={fakeMutation(() => Promise.reject(elsewhere))} onFailure={onFailure} />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: invalid');
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ kind: 'invalid', issues: { ticketId: 'There is no such ticket.' } });
    unmount();

    const onFields = http(400, { error: 'Some fields are missing or invalid.', issues: [{ path: 'email', message: 'This address does not take mail.' }] });
    onFailure.mockClear();
    render(<Form mutation={fakeMutation(() => Promise.reject(onFields))} onFailure={onFailure} reportFieldIssues />);
    await fillAndSend(user);
    expect(await screen.findByText('This address does not take mail.')).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveFocus();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ kind: 'invalid', issues: { email: 'This address does not take mail.' } });
    expect(onFailure.mock.calls[0]![2]).toBe(onFields);
    // Its result shows, and the focus stays in the field that says what to fix.
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent: invalid');
  });

  it.each([
    ['409', http(409, { error: 'You have applied already.' }), { kind: 'conflict', message: 'You have applied already.' }],
    ['429', http(429, { error: 'Too many requests.' }, 90), { kind: 'rateLimited', retryAfterSeconds: 90 }],
    ['no answer', new ApiError('network', 0, { error: 'Could not reach the server.' }), { kind: 'offline' }],
    ['500', http(500, { error: 'The server had a problem.' }), { kind: 'failed', status: 500, answered: true }],
  ])('a %s goes to onFailure with its outcome, the values sent and the error; its result shows, what was typed stays', async (_name, error, outcome) => {
    const user = userEvent.setup();
    const onFailure = vi.fn((failure: ApiOutcome) => `Failed: ${failure.kind}`);
    render(<Form mutation={fakeMutation(() => Promise.reject(error))} onFailure={onFailure} />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed: ${outcome.kind}`);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining(outcome), { name: 'Ada Obi', email: 'ada@example.com', attachment: '' }, error);
    expect(field(/^Name/)).toHaveValue('Ada Obi');
  });

  it('shows a 413 on the tooLarge field with its sentence, focused; without tooLarge it is an outcome like any other', async () => {
    const user = userEvent.setup();
    const error = http(413, { error: 'The request is too large.' });
    const onFailure = vi.fn(() => 'Too large');
    const { unmount } = render(<Form mutation={fakeMutation(() => Promise.reject(error))} onFailure={onFailure} />);
    await fillAndSend(user);
    expect(await screen.findByText('The file must be 5 MB or smaller.')).toBeInTheDocument();
    expect(field(/^Attachment/)).toHaveFocus();
    expect(onFailure).not.toHaveBeenCalled();
    unmount();

    // The same answer on a form whose fields do not hold the file: onFailure says it.
    render(<Form mutation={fakeMutation(() => Promise.reject(error))} onFailure={onFailure} formFields={['name', 'email']} />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too large');
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'tooLarge' }), expect.anything(), error);
  });

  it("answers check's problems as the server's 400 would, without sending: on the fields, or through onFailure with the same sentence", async () => {
    const user = userEvent.setup();
    const mutation = fakeMutation(async () => 'ok');
    const check = (values: Values) => (values.name.length < 10 ? [{ path: 'name', message: 'Write at least 10 characters.' }] : []);
    const onFailure = vi.fn((_outcome: ApiOutcome, _values: Values, error: unknown) => (error instanceof ApiError ? `${error.status}: ${error.message}` : 'other'));
    const { unmount } = render(<Form mutation={mutation} check={check} onFailure={onFailure} />);
    await fillAndSend(user, { name: 'Ada' });
    expect(await screen.findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(onFailure).not.toHaveBeenCalled();
    unmount();

    // A form that tells refusals in its alert (no field of its own named): the server's answer, made here.
    render(<Form mutation={mutation} check={check} onFailure={onFailure} formFields={[]} />);
    await fillAndSend(user, { name: 'Ada' });
    expect(await screen.findByRole('alert')).toHaveTextContent('400: Write at least 10 characters.');
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ kind: 'invalid', issues: { name: 'Write at least 10 characters.' } });
    expect(mutation.mutateAsync).not.toHaveBeenCalled();

    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Ada Obi-Okafor');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mutation.mutateAsync).toHaveBeenCalledTimes(1));
  });

  it('calls onSend with the values just before sending; clears the last result while sending', async () => {
    const user = userEvent.setup();
    const events: string[] = [];
    let answer: (value: string) => void = () => {};
    const mutation = fakeMutation(
      () =>
        new Promise<string>((resolve) => {
          events.push('sent');
          answer = resolve;
        }),
    );
    render(
      <Form
        mutation={mutation}
        onSend={(values) => events.push(`onSend ${values.name}`)}
        onSuccess={(data) => data}
        focusResult="never"
      />,
    );
    await fillAndSend(user);
    await waitFor(() => expect(events).toEqual(['onSend Ada Obi', 'sent']));
    answer('First answer');
    expect(await screen.findByRole('alert')).toHaveTextContent('First answer');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    answer('Second answer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Second answer');
  });

  it("focusResult: 'always' takes focus, 'ifLost' only when focus is nowhere, 'never' leaves it", async () => {
    const user = userEvent.setup();
    const cases: { focusResult: ResultFocus; hide: boolean; focused: 'result' | 'button' | 'body' }[] = [
      { focusResult: 'always', hide: false, focused: 'result' },
      { focusResult: 'ifLost', hide: false, focused: 'button' },
      { focusResult: 'ifLost', hide: true, focused: 'result' },
      { focusResult: 'never', hide: true, focused: 'body' },
    ];
    for (const { focusResult, hide, focused } of cases) {
      // The answer comes when the test says, so "sending" is on screen first, however slow the machine.
      let reply: (value: string) => void = () => undefined;
      const answer = () => new Promise<string>((resolve) => (reply = resolve));
      const { unmount } = render(<Form mutation={fakeMutation(answer)} onSuccess={(data) => data} focusResult={focusResult} hideButtonWhileSending={hide} />);
      await fillAndSend(user);
      if (hide) await waitFor(() => expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument());
      reply('Sent');
      const alert = await screen.findByRole('alert');
      // Let the effect that moves focus run.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const expected = focused === 'result' ? alert : focused === 'button' ? screen.getByRole('button', { name: 'Send' }) : document.body;
      expect(document.activeElement, `${focusResult}, button ${hide ? 'gone' : 'kept'}`).toBe(expected);
      unmount();
    }
  });

  it('with shouldFocusError false, the first problem in the order of fields takes focus (not in the order of registration)', async () => {
    const user = userEvent.setup();
    render(<Form mutation={fakeMutation(async () => 'ok')} formFields={['email', 'name']} shouldFocusError={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    await waitFor(() => expect(field(/^E-mail/)).toHaveFocus());
  });

  it('a send aborted by its form (AbortError) shows nothing: no callback, no result, no field problem', async () => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    render(<Form mutation={fakeMutation(() => Promise.reject(new DOMException('The request was aborted.', 'AbortError')))} onSuccess={onSuccess} onFailure={onFailure} />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
