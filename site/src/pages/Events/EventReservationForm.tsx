import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ticket } from 'lucide-react';
import { honeypotFieldName, isApiError, reservationSchema } from '@orisun/api';
import { Button, Inline, Stack, TextField, useToast, VisuallyHidden } from '@orisun/ui';
import { api } from '../../app/api.ts';
import { eventsPage, type CompanyEvent } from '../../content/events.ts';

export interface EventReservationFormProps {
  /** A featured upcoming event that takes reservations here (`takesReservations`). */
  event: Pick<CompanyEvent, 'id' | 'title' | 'date' | 'time' | 'cta'>;
}

/** Statuses whose answer is an expected outcome the toast explains (unknown, past, full or already reserved). */
const expectedRefusals = new Set([404, 409]);

/**
 * The e-mail box and reservation button of a featured upcoming event, sent to `POST /reservation`
 * with the event's title, date and time (spec sections 3, 5, 8). An empty e-mail gives the error
 * toast 'Please enter your email' and sends nothing; an invalid one is explained on the field.
 * While sending, the button reads 'Reserving...' and is disabled. A 200 shows the server's message
 * in a success toast and empties the field; a refusal shows the server's message (`error`) in an
 * error toast, or 'Error making reservation' when there is none. A hidden `website` field catches robots.
 */
export function EventReservationForm({ event }: EventReservationFormProps) {
  const { toast } = useToast();
  const { reservation } = eventsPage;
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(reservationSchema),
    // The event's fields are not inputs: they travel with the form's values to the server.
    defaultValues: { email: '', title: event.title, date: event.date, time: event.time, [honeypotFieldName]: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await api.reserveEventSeat(values);
      reset();
      toast({ type: 'success', title: message });
    } catch (error) {
      const emailIssue = isApiError(error) && error.status === 400 ? error.fieldErrors().email : undefined;
      if (emailIssue) {
        setError('email', { type: 'server', message: emailIssue }, { shouldFocus: true });
        return;
      }
      const refused = isApiError(error) && error.kind === 'http' && expectedRefusals.has(error.status);
      if (!refused) console.error('The reservation was not made:', error);
      const serverMessage = isApiError(error) && error.kind === 'http' ? error.body.error : undefined;
      toast({ type: 'error', title: serverMessage || reservation.failed });
    }
  });

  return (
    <form
      noValidate
      aria-label={reservation.formLabel(event.title)}
      onSubmit={(formEvent) => {
        // Spec section 5: an empty e-mail is an error toast, and nothing is sent.
        if (getValues('email').trim() === '') {
          formEvent.preventDefault();
          toast({ type: 'error', title: reservation.emptyEmail });
          setFocus('email');
          return;
        }
        void submit(formEvent);
      }}
    >
      <Stack space="3">
        <TextField label={reservation.emailLabel} type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Inline>
          <Button type="submit" disabled={isSubmitting} icon={<Ticket />}>
            {isSubmitting ? reservation.reservingLabel : event.cta}
          </Button>
        </Inline>
      </Stack>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
      <VisuallyHidden aria-hidden="true">
        <label>
          {reservation.honeypotLabel}
          <input type="text" tabIndex={-1} autoComplete="off" {...register(honeypotFieldName)} />
        </label>
      </VisuallyHidden>
    </form>
  );
}
