import { useId, useRef, useState, type FormEvent } from 'react';
import { Ticket } from 'lucide-react';
import { Button, Inline, Stack, TextField, useToast, VisuallyHidden } from '@orisun/ui';
import { eventsPage, type CompanyEvent } from '../../content/events.ts';
import type * as ReservationLogicModule from './reserveSeat.ts';

type ReservationLogic = typeof ReservationLogicModule;
const loadLogic = () => import('./reserveSeat.ts');

export interface EventReservationFormProps {
  /** A featured upcoming event that takes reservations here (`takesReservations`). */
  event: Pick<CompanyEvent, 'id' | 'title' | 'date' | 'time' | 'cta'>;
}

/**
 * The e-mail box and reservation button of a featured upcoming event, sent to `POST /reservation`
 * with the event's title, date and time (spec sections 3, 5, 8). An empty e-mail gives the error
 * toast 'Please enter your email' and sends nothing; an invalid one is explained on the field (the
 * shared `reservationSchema`'s message, as the brief form does). While sending, the button reads
 * 'Reserving...' and is disabled. A 200 shows the server's message in a success toast and empties
 * the field; a refusal shows the server's message (`error`) in an error toast, or 'Error making
 * reservation'. A hidden `website` field catches robots.
 *
 * One field needs no form library: this is plain React state, and the schema with the API client
 * (zod, about 30 KB brotli, shared with the brief form) is fetched when the visitor points at or
 * focuses the form, so the events page's first load stays within its budget.
 */
export function EventReservationForm({ event }: EventReservationFormProps) {
  const { toast } = useToast();
  const { reservation } = eventsPage;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const logic = useRef<ReservationLogic>(undefined);
  const honeypotId = useId();

  const prefetch = () => {
    void loadLogic().then((loaded) => (logic.current = loaded));
  };
  const values = (address: string) => ({
    email: address,
    title: event.title,
    date: event.date,
    time: event.time,
    website: honeypot.current?.value ?? '',
  });

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (sending) return;
    // Spec section 5: an empty e-mail is an error toast, and nothing is sent.
    if (email.trim() === '') {
      setError(undefined);
      toast({ type: 'error', title: reservation.emptyEmail });
      emailInput.current?.focus();
      return;
    }
    const { emailProblem, reserveSeat } = (logic.current ??= await loadLogic());
    const problem = emailProblem(values(email));
    setError(problem);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    const outcome = await reserveSeat(values(email));
    setSending(false);
    if (outcome.kind === 'reserved') {
      setEmail('');
      toast({ type: 'success', title: outcome.message });
    } else if (outcome.kind === 'invalid') {
      setError(outcome.message);
      emailInput.current?.focus();
    } else {
      toast({ type: 'error', title: outcome.message });
    }
  };

  return (
    <form noValidate aria-label={reservation.formLabel(event.title)} onSubmit={(e) => void submit(e)} onFocus={prefetch} onPointerEnter={prefetch}>
      <Stack space="3">
        <TextField
          ref={emailInput}
          label={reservation.emailLabel}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          error={error}
          onChange={(change) => {
            setEmail(change.target.value);
            // After a refusal, say as soon as the address is right (like a form re-validating on change).
            if (error && logic.current) setError(logic.current.emailProblem(values(change.target.value)));
          }}
        />
        <Inline>
          <Button type="submit" disabled={sending} icon={<Ticket />}>
            {sending ? reservation.reservingLabel : event.cta}
          </Button>
        </Inline>
      </Stack>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
      <VisuallyHidden aria-hidden="true">
        <label htmlFor={honeypotId}>{reservation.honeypotLabel}</label>
        <input id={honeypotId} ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </VisuallyHidden>
    </form>
  );
}
