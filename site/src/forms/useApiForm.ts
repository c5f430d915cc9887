import { useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@orisun/api';
import { applyApiOutcome, type ApiOutcome } from './apiOutcome.ts';

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
  /** Sent: what the form shows now (its result), if anything (a dialog shows its own view instead). */
  onSuccess?: (data: Data, values: Output) => Result | void;
  /** Not sent, for a reason that is not about a field (409, 413, 429, offline, failed): what the form shows, if anything. */
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
  onSuccess,
  onFailure,
  focusResult = 'always',
  ...formProps
}: ApiFormOptions<Input, Output, Data, Result>): ApiForm<Input, Output, Result> {
  const form = useForm<Input, unknown, Output>({ ...formProps, resolver: zodResolver(schema as never) as never });
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLElement | null>(null);
  const { handleSubmit, setError, setFocus } = form;

  useEffect(() => {
    if (result === null || focusResult === 'never') return;
    if (focusResult === 'always' || focusIsLost()) resultRef.current?.focus();
  }, [result, focusResult]);

  const send = async (values: Output) => {
    setResult(null);
    try {
      const data = await mutation.mutateAsync(values);
      const shown = onSuccess?.(data, values);
      if (shown !== undefined) setResult(shown);
    } catch (error) {
      // A 400 naming fields of this form: explained in place, what was typed kept.
      const outcome = applyApiOutcome(error, { fields, setError, ...(tooLarge ? { tooLarge } : {}) });
      if (!outcome) return;
      const shown = onFailure?.(outcome, values, error);
      if (shown !== undefined) setResult(shown);
    }
  };
  // The schema's problems: the first in the form's order takes focus (react-hook-form's own order is the registration's).
  const focusFirstProblem = (problems: FieldErrors<Input>) => {
    if (formProps.shouldFocusError !== false) return;
    const first = fields.find((field) => field in problems);
    if (first) setFocus(first);
  };

  return { ...form, submit: handleSubmit(send, focusFirstProblem), result, setResult, resultRef };
}
