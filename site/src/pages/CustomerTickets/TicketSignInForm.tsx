import { useEffect, useId } from 'react';
import { LogIn } from 'lucide-react';
import { ticketAuthSchema } from '@orisun/api';
import { Button, Card, Heading, Stack, Text, TextField, useToast } from '@orisun/ui';
import { useTicketSignIn } from '../../api/customerTicketSignIn.ts';
import type { TicketPageCopy } from '../../content/customerTickets.ts';
import { useApiForm } from '../../forms/useApiForm.ts';
import { signInProblem, type SignInProblem } from './signInProblem.ts';
import { AlertCard } from '../../forms/AlertCard.tsx';

/** The fields, in the order of the form (problems show on them, the first focused). */
const signInFields = ['email', 'ticketId'] as const;

export interface TicketSignInFormProps {
  copy: TicketPageCopy['signIn'];
  errorCopy: TicketPageCopy['signInError'];
  /** Why the visitor is not signed in (a refused sign-in, an expired link), shown above the form. */
  problem: SignInProblem | undefined;
  onProblemChange: (problem: SignInProblem | undefined) => void;
  /** Called once the session is started (the page then reads the tickets). */
  onSignedIn: () => void;
  /** Focus the e-mail field when the form appears (after 'Log out', whose button is gone). */
  focusOnMount?: boolean;
  /** The form's heading (and name), default `copy.formHeading`. */
  heading?: string;
}

/**
 * The sign-in form of the customer ticket page (docs/product.md §2.10): Email and Ticket ID, both
 * required (the shared `ticketAuthSchema`, explained on the fields), and 'View Ticket', disabled
 * while the server checks them ('Checking...'). A refusal is an alert above the fields ('Invalid
 * email or ticket ID', the wait after too many attempts, 'Authentication failed' without an answer,
 * else the server's sentence or 'Server error'); success raises 'Authenticated Successfully'.
 * `method="post"`: the page prerenders the form, so without its script (JavaScript off) it would otherwise be sent as
 * a GET, with the ticket ID in the address (and in the server's logs).
 */
export function TicketSignInForm({ copy, errorCopy, problem, onProblemChange, onSignedIn, focusOnMount = false, heading = copy.formHeading }: TicketSignInFormProps) {
  const headingId = useId();
  const hintId = useId();
  const { toast } = useToast();
  const signIn = useTicketSignIn();
  const {
    register,
    setFocus,
    submit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: ticketAuthSchema,
    mutation: signIn,
    fields: signInFields,
    // The problem is the page's (a mail's link may have one too): a new try clears it.
    onSend: () => onProblemChange(undefined),
    onSuccess: () => {
      toast({ type: 'success', title: copy.authenticated });
      onSignedIn();
    },
    onFailure: (outcome, _credentials, error) => {
      if (!(outcome.kind === 'failed' && outcome.status === 401)) console.error('The ticket sign-in failed:', error);
      onProblemChange(signInProblem(outcome, 'form', errorCopy));
    },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  return (
    <Card padding="lg" data-part="SignIn">
      <Stack space="5">
        <Stack space="2">
          <Heading level={2} size="xl" id={headingId}>
            {heading}
          </Heading>
          <Text tone="muted" id={hintId}>
            {copy.formHint}
          </Text>
        </Stack>
        {problem && <AlertCard title={errorCopy.title} detail={[problem.message, problem.detail].filter(Boolean).join(' ')} />}
        <form method="post" noValidate aria-labelledby={headingId} aria-describedby={hintId} onSubmit={(event) => void submit(event)}>
          <Stack space="5">
            <TextField label={copy.email.label} type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
            <TextField
              label={copy.ticketId.label}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={copy.ticketId.placeholder}
              error={errors.ticketId?.message}
              {...register('ticketId')}
            />
            <div>
              <Button type="submit" disabled={isSubmitting} icon={<LogIn />}>
                {isSubmitting ? copy.submittingLabel : copy.submitLabel}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
