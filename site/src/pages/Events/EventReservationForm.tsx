import { useRef } from 'react';
import { Ticket } from 'lucide-react';
import { honeypotFieldName, reservationSchema, z } from '@orisun/api';
import { Button, Inline, Stack, TextField, useToast } from '@orisun/ui';
import { useReserveSeat } from '../../api/events.ts';
import { Providers } from '../../app/Providers.tsx';
// Types only: the copy comes from the page (so the events content stays in the page's own chunk).
import type { EventInLanguage, EventsPageCopy } from '../../content/events.ts';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import { useApiForm } from '../../forms/useApiForm.ts';

/** What the visitor fills in (the event's title, date and time come from the page), and the honeypot. */
const reservationFields = z.pick(reservationSchema, { email: true, [honeypotFieldName]: true });

/** Ticket icon of the button, made once. */
const ticketIcon = <Ticket />;

export interface EventReservationFormProps {
  /**
   * A featured upcoming event that takes reservations here (`takesReservations`), in this build's language
   * (`eventInLanguage`): its title names the form, its `catalogueTitle` is what the reservation sends.
   */
  event: Pick<EventInLanguage, 'id' | 'title' | 'catalogueTitle' | 'date' | 'time' | 'cta'>;
  /** The form's words (`eventsPage.reservation`). */
  copy: EventsPageCopy['reservation'];
}

/**
 * The e-mail box and reservation button of a featured upcoming event, sent to `POST /reservation`
 * with the event's title, date and time (docs/product.md §3.4 and §5.8). An empty e-mail gives the error
 * toast 'Please enter your email' and sends nothing; an invalid one is explained on the field (the
 * shared `reservationSchema`'s message, as the brief form does), checked again as it is edited.
 * While sending, the button reads 'Reserving...' and is disabled. A 200 shows the server's message
 * in a success toast and empties the field; a refusal shows the server's message (`error`) in an
 * error toast, or 'Error making reservation'. A hidden `website` field catches robots.
 *
 * `useApiForm` with the shared schema and a TanStack mutation, like every form of the site. The
 * events page shows it through an `<Island load="intent">` (./index.tsx): this code loads when the visitor heads
 * for the form, so the page's first load stays within its budget.
 */
export function EventReservationForm(props: EventReservationFormProps) {
  return (
    <Providers>
      <ReservationForm {...props} />
    </Providers>
  );
}
export default EventReservationForm;

function ReservationForm({ event, copy: reservation }: EventReservationFormProps) {
  const { toast } = useToast();
  const reserveSeat = useReserveSeat();
  /** One request at a time (Enter pressed again while the server answers). */
  const busy = useRef(false);
  const {
    register,
    getValues,
    reset,
    clearErrors,
    setFocus,
    submit: reserve,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: reservationFields,
    // The event's title, date and time come from the page; the title is the catalogue's (English) one, which the
    // server finds the event by, whatever language the page is in.
    mutation: {
      mutateAsync: (fields: z.output<typeof reservationFields>) =>
        reserveSeat.mutateAsync({ ...fields, title: event.catalogueTitle, date: event.date, time: event.time }),
    },
    fields: ['email'],
    onSuccess: ({ message }) => {
      reset();
      toast({ type: 'success', title: message });
    },
    onFailure: (outcome, _fields, error) => {
      // Expected refusals the toast explains: unknown or past event (404), full or already reserved (409).
      const expected = outcome.kind === 'conflict' || (outcome.kind === 'failed' && outcome.answered && outcome.status === 404);
      if (!expected) console.error('The reservation was not made:', error);
      // The server's own sentence whenever it answered with a refusal; no answer (or a broken one): the page's.
      const answered = outcome.kind !== 'offline' && !(outcome.kind === 'failed' && !outcome.answered);
      toast({ type: 'error', title: (answered && outcome.message) || reservation.failed });
    },
  });

  return (
    <form
      noValidate
      aria-label={reservation.formLabel(event.title)}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        if (busy.current) return;
        // docs/product.md §3.4: an empty e-mail is an error toast, and nothing is sent.
        if ((getValues('email') ?? '').trim() === '') {
          clearErrors('email');
          toast({ type: 'error', title: reservation.emptyEmail });
          setFocus('email');
          return;
        }
        busy.current = true;
        void reserve(formEvent).finally(() => (busy.current = false));
      }}
    >
      <Stack space="3">
        <TextField
          label={reservation.emailLabel}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Inline>
          <Button type="submit" disabled={isSubmitting} icon={ticketIcon}>
            {isSubmitting ? reservation.reservingLabel : event.cta}
          </Button>
        </Inline>
      </Stack>
      <FormHoneypot label={reservation.honeypotLabel} {...register(honeypotFieldName)} />
    </form>
  );
}
