import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type FieldIssue, type z } from '@orisun/api';
import { apiOutcome, applyApiOutcome, type ApiOutcome } from './apiOutcome.ts';

/** When the result takes focus: always, only when focus is nowhere (it was on a button that went away), or never. */
export type ResultFocus = 'always' | 'ifLost' | 'never';

export interface ApiFormOptions<Input extends FieldValues, Output, Data, Result>
  extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /** The endpoint's request schema from `@orisun/api` (the same one the client, the server and the mocks use). */
  schema: z.ZodMiniType<Output, Input>;
  /** The TanStack mutation (a hook of site/src/api) that sends what passed the schema. */
  mutation: { mutateAsync: (values: Output) => Promise<Data> };
  /**
   * The fields people fill in, in the order of the form: a 400's issues (and `tooLarge`) are shown on them, the first
   * focused; with `shouldFocusError: false`, the schema's problems take focus in this order too.
   */
  fields: readonly Path<Input>[];
  /** Where a 413 is shown, and with which sentence (an upload form's file field). Default: not on a field. */
  tooLarge?: { field: Path<Input>; message: string };
  /**
   * The server's rules that the schema cannot hold because they follow the server's settings (the forum's lengths and
   * link cap): checked after the schema, before sending. Problems found are answered here as the server's 400 would be
   * (on the `fields`, or through `onFailure`, with the same sentences), and nothing is sent. It may answer later (its code
   * loaded when first needed): the form is submitting (`formState.isSubmitting`) meanwhile. Default: none.
   */
  check?: (values: Output) => readonly FieldIssue[] | Promise<readonly FieldIssue[]>;
  /**
   * A 400 whose issues are shown on the fields also goes to `onFailure` (as `invalid`): for a form that tells every
   * refusal in a toast too (the forum's new thread, the staff desk's ticket actions). Default `false`: the fields say it.
   */
  reportFieldIssues?: boolean;
  /** The values passed the schema (and `check`) and are being sent: clear what the last try left (an alert kept outside). */
  onSend?: (values: Output) => void;
  /** Sent: what the form shows now (its result), if anything (a dialog shows its own view instead). */
  onSuccess?: (data: Data, values: Output) => Result | void;
  /**
   * Not sent, for a reason that is not about a field (409, 413, 429, offline, failed; a 400 too with
   * `reportFieldIssues`): what the form shows, if anything. A send aborted (the form went away) comes to neither callback.
   */
  onFailure?: (outcome: ApiOutcome, values: Output, error: unknown) => Result | void;
  /** When the result (the element with `resultRef`) takes focus once it shows. Default `'always'`. */
  focusResult?: ResultFocus;
}

export type ApiForm<Input extends FieldValues, Output, Result> = UseFormReturn<Input, unknown, Output> & {
  /** The form's `onSubmit`: validates with the schema, sends, and maps the answer onto the fields or the result. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What the last submission left on screen (`null` while sending and before). */
  result: Result | null;
  /** Replaces the result (a sent view that goes away after a while, an alert dismissed). */
  setResult: (result: Result | null) => void;
  /** Give it to the element that shows the result (a heading, an alert): it takes focus as `focusResult` says. */
  resultRef: RefObject<HTMLElement | null>;
};

/** No element has focus (it was on a button that became disabled or went away). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** The answer the server would give to `issues` (its 400, the first issue's sentence on top), for `check`. */
function refusalOf(issues: readonly FieldIssue[]): ApiError {
  return new ApiError('http', 400, { error: issues[0]!.message, issues: [...issues] });
}

/** A send cancelled by its own form (an upload stopped when the dialog's page went away): nothing to show. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The one hook of every form of the site, inline or in a dialog (README, "Contributing: forms and server data"):
 * react-hook-form with `zodResolver` over the endpoint's schema, the TanStack mutation, a 400's issues put on the fields
 * (the first focused, what was typed kept: `applyApiOutcome`), and the result the form shows with its focus.
 *
 * ```tsx
 * const form = useApiForm({
 *   schema: contactMessageSchema,
 *   mutation: useSendContactMessage(),
 *   fields: ['office', 'name', 'email', 'message'],
 *   onSuccess: () => ({ kind: 'sent' }),
 *   onFailure: (outcome) => ({ kind: 'error', reason: reasonFor(outcome) }),
 * });
 * <form onSubmit={(event) => void form.submit(event)}>...{form.result && <Alert ref={form.resultRef} />}</form>
 * ```
 */
export function useApiForm<Input extends FieldValues, Output, Data, Result = never>({
  schema,
  mutation,
  fields,
  tooLarge,
  check,
  reportFieldIssues = false,
  onSend,
  onSuccess,
  onFailure,
  focusResult = 'always',
  ...formProps
}: ApiFormOptions<Input, Output, Data, Result>): ApiForm<Input, Output, Result> {
  const form = useForm<Input, unknown, Output>({ ...formProps, resolver: zodResolver(schema as never) as never });
  // The result, and whether it may take focus: not when the answer's problems are on the fields, the first focused.
  const [shown, setShown] = useState<{ result: Result; focus: boolean } | null>(null);
  const resultRef = useRef<HTMLElement | null>(null);
  const { handleSubmit, setError, setFocus } = form;
  // Stable, like a state setter (forms list it in their effects' dependencies).
  const setResult = useCallback(
    (result: Result | null) => setShown((last) => (result === null ? null : last?.result === result ? last : { result, focus: true })),
    [],
  );
  const show = (result: Result | void, focus = true) => {
    if (result !== undefined) setShown({ result, focus });
  };

  useEffect(() => {
    if (shown === null || !shown.focus || focusResult === 'never') return;
    if (focusResult === 'always' || focusIsLost()) resultRef.current?.focus();
  }, [shown, focusResult]);

  const send = async (values: Output) => {
    setShown(null);
    try {
      const issues = (await check?.(values)) ?? [];
      if (issues.length > 0) throw refusalOf(issues);
      onSend?.(values);
      const data = await mutation.mutateAsync(values);
      show(onSuccess?.(data, values));
    } catch (error) {
      if (isAbort(error)) return;
      // A 400 naming fields of this form: explained in place, what was typed kept.
      const left = applyApiOutcome(error, { fields, setError, ...(tooLarge ? { tooLarge } : {}) });
      if (!left && !reportFieldIssues) return;
      show(onFailure?.(left ?? apiOutcome(error), values, error), left !== null);
    }
  };
  // The schema's problems: the first in the form's order takes focus (react-hook-form's own order is the registration's).
  const focusFirstProblem = (problems: FieldErrors<Input>) => {
    if (formProps.shouldFocusError !== false) return;
    const first = fields.find((field) => field in problems);
    if (first) setFocus(first);
  };

  return {
    ...form,
    submit: handleSubmit(send, focusFirstProblem),
    result: shown?.result ?? null,
    setResult,
    resultRef,
  };
}
