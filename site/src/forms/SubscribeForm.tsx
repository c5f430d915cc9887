import { useRef, useState, useSyncExternalStore, type FormEvent, type ReactElement } from 'react';
import type { SubscriptionList } from '@orisun/api';
import { Button, Stack, Text, TextField, useToast, VisuallyHidden } from '@orisun/ui';

const noop = () => () => {};

/** The checking and sending (zod and the API client): fetched when the visitor turns to the form. */
const loadSubmit = () => import('./submitSubscription.ts');

/** The words of one subscribe form (content modules hold them). */
export interface SubscribeFormCopy {
  /** The form's accessible name (it is a form landmark). */
  formLabel: string;
  emailLabel: string;
  emailHint: string;
  submitLabel: string;
  submittingLabel: string;
  /** The red toast's title when subscribing fails (spec section 8); the reason follows. */
  errorTitle: string;
  /** The reason when the form's code could not be fetched. */
  loadFailed: string;
  /** Shown when the page runs without JavaScript. */
  noscript: string;
  honeypotLabel: string;
}

export interface SubscribeFormProps {
  /** The mailing list: `developer-portal` (the waitlist) or `newsletter` (events). */
  list: SubscriptionList;
  copy: SubscribeFormCopy;
  /** The submit button's icon. */
  icon?: ReactElement;
  /** `data-component` of the form, for tests. */
  name?: string;
}

/**
 * Puts an e-mail address on a mailing list (`POST /subscribe`): the Developer Portal waitlist's
 * 'Get Early Access' and the events newsletter. The address is checked with the API's own schema
 * first and a problem is explained under the field. The server's answer shows as a toast: 200 its
 * message (success) and the field empties; 201, already on the list, its message error-style (the
 * spec's contract); a failure 'Error subscribing' with the reason in red (spec section 8). A hidden
 * `website` field catches robots.
 *
 * One field, so no form library: the checking and sending code (zod, the API client) is loaded
 * when the visitor points at or focuses the form, which keeps it off the page's first load (the
 * 150 KB budget of tests/e2e/budgets.test.ts). Without JavaScript the form cannot send: its button
 * stays disabled and a `<noscript>` line offers the developer team's address instead.
 */
export function SubscribeForm({ list, copy, icon, name = 'SubscribeForm' }: SubscribeFormProps) {
  const { toast } = useToast();
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !email.current) return;
    const field = email.current;
    setSubmitting(true);
    try {
      const { submitSubscription } = await loadSubmit();
      const outcome = await submitSubscription(list, { email: field.value, honeypot: honeypot.current?.value ?? '' });
      if (outcome.kind === 'invalid') {
        setError(outcome.message);
        field.focus();
      } else if (outcome.kind === 'subscribed') {
        setError(undefined);
        field.value = '';
        toast({ type: 'success', title: outcome.message });
      } else if (outcome.kind === 'already') {
        setError(undefined);
        toast({ type: 'error', title: outcome.message });
      } else {
        toast({ type: 'error', title: copy.errorTitle, description: outcome.reason });
      }
    } catch (loadError) {
      // The code could not be fetched (offline, or a new release replaced it).
      console.error(`The ${list} form could not load:`, loadError);
      toast({ type: 'error', title: copy.errorTitle, description: copy.loadFailed });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={copy.formLabel}
      data-component={name}
      onSubmit={(event) => void submit(event)}
      onPointerEnter={() => void loadSubmit()}
      onFocus={() => void loadSubmit()}
    >
      <Stack space="4">
        <TextField
          ref={email}
          name="email"
          label={copy.emailLabel}
          hint={copy.emailHint}
          type="email"
          required
          autoComplete="email"
          error={error}
          // A problem is explained until the address is edited.
          onChange={() => setError(undefined)}
        />
        {/* The honeypot (`honeypotFieldName`): off screen, out of the tab order and hidden from screen readers. */}
        <VisuallyHidden aria-hidden="true">
          <label>
            {copy.honeypotLabel}
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </VisuallyHidden>
        <div>
          {/* `loading` keeps focus on the button (a disabled one would drop it) and ignores clicks meanwhile. */}
          <Button type="submit" size="lg" icon={icon} disabled={!hydrated} loading={submitting} loadingLabel={copy.submittingLabel}>
            {copy.submitLabel}
          </Button>
        </div>
        <noscript>
          <Text tone="muted">{copy.noscript}</Text>
        </noscript>
      </Stack>
    </form>
  );
}
