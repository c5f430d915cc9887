import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Rocket } from 'lucide-react';
import { Button, Stack, Text, TextField, useToast, VisuallyHidden } from '@orisun/ui';
import { developerPortal } from '../../content/developers.ts';

const copy = developerPortal.waitlist;
const noop = () => () => {};

/** The checking and sending (zod and the API client): fetched when the visitor turns to the form. */
const loadSubmit = () => import('./submitWaitlist.ts');

/**
 * 'Get Early Access': puts an e-mail address on the Developer Portal waitlist
 * (`POST /subscribe`, list `developer-portal`). The address is checked with the API's own schema
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
export function WaitlistForm() {
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
      const { submitWaitlist } = await loadSubmit();
      const outcome = await submitWaitlist({ email: field.value, honeypot: honeypot.current?.value ?? '' });
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
      console.error('The waitlist form could not load:', loadError);
      toast({ type: 'error', title: copy.errorTitle, description: copy.loadFailed });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={copy.formLabel}
      data-component="WaitlistForm"
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
          <Button type="submit" size="lg" icon={<Rocket />} disabled={!hydrated} loading={submitting} loadingLabel={copy.submittingLabel}>
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
