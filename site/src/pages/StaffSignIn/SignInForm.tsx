import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { LogIn } from 'lucide-react';
import { authMessages, signInSchema } from '@orisun/api';
import { Button, Stack, Text, TextField } from '@orisun/ui';
import { AlertCard } from '../../forms/AlertCard.tsx';
import { useSignIn } from '../../api/session.ts';
import { staffSignIn } from '../../content/staffSignIn.ts';
import type { ApiOutcome } from '../../forms/apiOutcome.ts';
import { useApiForm } from '../../forms/useApiForm.ts';

const signInFields = ['email', 'password'] as const;

/** The sentence the alert shows for a failed sign-in (a 400's field problems show on the fields instead). */
function reasonFor(outcome: ApiOutcome): string {
  if (outcome.kind === 'rateLimited') return staffSignIn.error.rateLimited(outcome.retryAfterSeconds);
  if (outcome.kind === 'offline') return staffSignIn.error.offline;
  if (outcome.kind === 'failed' && outcome.status === 401) return authMessages.invalidCredentials;
  if (outcome.kind === 'failed' && outcome.answered && outcome.status < 500) return outcome.message;
  return staffSignIn.error.server;
}

/**
 * The staff sign-in form (`POST /api/auth/sign-in`): e-mail and password. 'Sign in' stays disabled
 * while a field is empty (docs/product.md §2.11) and while signing in ('Signing in...');
 * the line under it says why. A wrong password, an unknown address and a disabled account all get the
 * alert 'Invalid email or password' (the server tells them apart to nobody), with the password emptied
 * and focused to type again; too many attempts (429) say how long to wait; a 400 shows on the fields.
 * Success is the session: the page takes it from there.
 *
 * `method="post"`: should it ever be sent without its script (it cannot: the button is disabled until
 * the script runs), the password would not end up in an address.
 */
export function SignInForm() {
  const formLabelId = useId();
  const hintId = useId();
  const signIn = useSignIn();
  /** How many attempts failed: the alert's key, so the same sentence twice is announced twice. */
  const attempts = useRef(0);
  const {
    control,
    register,
    resetField,
    setFocus,
    submit,
    // The failed attempt's sentence.
    result: alert,
    resultRef: alertRef,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: signInSchema,
    mutation: signIn,
    fields: signInFields,
    // The alert, or the emptied password field (below).
    focusResult: 'never',
    onFailure: (outcome) => {
      // A wrong password: type it again. The alert is announced; focus waits in the emptied password field.
      const wrongPassword = outcome.kind === 'failed' && outcome.status === 401;
      if (wrongPassword) resetField('password');
      attempts.current += 1;
      return { reason: reasonFor(outcome), attempt: attempts.current, focusPassword: wrongPassword };
    },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const empty = !email || !password;

  useEffect(() => {
    if (!alert) return;
    if (alert.focusPassword) setFocus('password');
    else alertRef.current?.focus();
  }, [alert, setFocus, alertRef]);

  return (
    <form method="post" noValidate aria-labelledby={formLabelId} onSubmit={(event) => void submit(event)}>
      <Stack space="5">
        <Text id={formLabelId} weight="semibold">
          {staffSignIn.formLabel}
        </Text>
        <noscript>
          <Text weight="medium">{staffSignIn.noScript}</Text>
        </noscript>
        <TextField
          label={staffSignIn.fields.email.label}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={staffSignIn.fields.password.label}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {alert && (
          <AlertCard ref={alertRef} key={alert.attempt} title={alert.reason} />
        )}
        <Stack space="2">
          <div>
            <Button type="submit" icon={<LogIn />} disabled={empty || isSubmitting} aria-describedby={empty ? hintId : undefined}>
              {isSubmitting ? staffSignIn.submittingLabel : staffSignIn.submitLabel}
            </Button>
          </div>
          {empty && (
            <Text id={hintId} size="sm" tone="muted">
              {staffSignIn.fillBoth}
            </Text>
          )}
        </Stack>
        <Text size="sm" tone="muted">
          {staffSignIn.forgotten}
        </Text>
      </Stack>
    </form>
  );
}
