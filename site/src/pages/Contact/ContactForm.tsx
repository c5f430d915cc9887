import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { contactMessageSchema, honeypotFieldName, type ContactMessage } from '@orisun/api';
import { Button, Card, Heading, RadioGroup, Stack, Text, TextArea, TextField } from '@orisun/ui';
import { useSendContactMessage } from '../../api/contact.ts';
import { Providers } from '../../app/Providers.tsx';
import { brand, type Office } from '../../content/brand.ts';
import { officeCountry } from '../../content/officeFacts.ts';
import { contactForm, contactSentViewMs, officeById, preselectedOffice } from '../../content/contact.ts';
import { mailtoWith } from '../../content/forms.ts';
import { FormErrorAlert } from '../../forms/FormErrorAlert.tsx';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import { FormResultView } from '../../forms/FormResultView.tsx';
import { useBackToForm } from '../../forms/useBackToForm.ts';
import { focusIsLost, useApiForm } from '../../forms/useApiForm.ts';

export interface ContactFormProps {
  /** Called when the visitor chooses an office (the page then shows that office's tab). */
  onOfficeChange?: (office: Office) => void;
  /** How long 'Message Sent!' stays before the empty form comes back. Default 3 s (docs/product.md §5.10). */
  sentViewMs?: number;
}

/** The fields people fill in, in the order of the form (problems are shown on them, the first focused). */
const messageFields = ['office', 'name', 'email', 'message'] as const;

/** The office a message goes to (the first when none is known: the schema requires one). */
const recipientOf = (message: ContactMessage): Office => officeById(message.office) ?? brand.offices[0];

const officeOptions = brand.offices.map((office) => ({ value: String(office.id), label: office.city, description: officeCountry(office) }));

/** What the form area shows besides the form (`null`: nothing): the sent view, or the error alert above the button. */
type Outcome =
  | { kind: 'sent'; city: string }
  | {
      kind: 'error';
      office: Office;
      /** What was sent: still in the form, and ready for the e-mail fallback. */
      message: ContactMessage;
      /** What happened, in one sentence. */
      reason: string;
    };

/**
 * The contact page's message form: office (Lagos, Ogbomosho, Cotonou), name, e-mail and message,
 * sent to `POST /contact` (docs/product.md §2.7 and §3.3; docs/adr/0020-fixes-to-the-original-spec.md). Send stays disabled until an
 * office is chosen (the line under it says so) and while sending ('Sending...'). A 200 empties
 * the form and shows 'Message Sent!' with 'Our {city} team will respond within 24 hours.' in a
 * status region for 3 seconds, then the form again. A failure is not silent (the spec's bug):
 * an alert above the button says what happened (how long to wait after a 429), the typed text
 * stays, and a link opens the message in an e-mail to the office; problems with fields (the
 * shared zod schema, or a 400's issues) show on the fields and the first takes focus. A hidden
 * `website` field catches robots.
 *
 * react-hook-form with the shared schema, like every form of the site. The page loads this module
 * only when the visitor heads for the form (`<Island load="intent">` in ./index.tsx), so react-hook-form, zod
 * and the API client stay off `/contact`'s first load; the text fields have no `defaultValues`, so
 * what was typed into the prerendered form before then is kept.
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <Providers>
      <ContactMessageForm {...props} />
    </Providers>
  );
}
export default ContactForm;

function ContactMessageForm({ onOfficeChange, sentViewMs = contactSentViewMs }: ContactFormProps) {
  const headingId = useId();
  const submitHintId = useId();
  const sendMessage = useSendContactMessage();
  const {
    control,
    register,
    reset,
    setFocus,
    setValue,
    submit,
    result: outcome,
    setResult: setOutcome,
    resultRef,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: contactMessageSchema,
    mutation: sendMessage,
    fields: messageFields,
    // The first problem in the form's order takes focus (react-hook-form's own order puts the office last).
    shouldFocusError: false,
    // The sent view or the alert, unless the visitor has moved on.
    focusResult: 'ifLost',
    onSuccess: (_answer, message): Outcome => {
      // The empty form again, with the page's own office chosen (Cotonou in French).
      reset(preselectedOffice && { office: preselectedOffice.id });
      return { kind: 'sent', city: recipientOf(message).city };
    },
    onFailure: (failure, message, error): Outcome => {
      console.error('The contact message was not sent:', error);
      const reason =
        failure.kind === 'rateLimited'
          ? contactForm.error.rateLimited(failure.retryAfterSeconds)
          : failure.kind === 'offline'
            ? contactForm.error.unreachable
            : contactForm.error.server;
      return { kind: 'error', office: recipientOf(message), message, reason };
    },
  });
  const backToForm = useBackToForm(outcome, setOutcome, () => setFocus('office'));
  const formRef = useRef<HTMLFormElement>(null);
  // The page's own office (Cotonou in French) counts as chosen from the first render, the prerendered one too.
  const office = officeById(useWatch({ control, name: 'office', defaultValue: preselectedOffice?.id }));

  // An office chosen in the prerendered form before this code arrived (an intent island): take it up.
  const takeUpEarlyChoice = useEffectEvent(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>('input[name="office"]:checked');
    const chosen = checked ? officeById(Number(checked.value)) : undefined;
    if (!chosen) return;
    setValue('office', chosen.id);
    onOfficeChange?.(chosen);
  });
  // Once, at the first mount: later choices arrive through the group's onValueChange.
  useEffect(() => takeUpEarlyChoice(), []);

  // 'Message Sent!' stays for a moment, then the (empty) form comes back.
  const sent = outcome?.kind === 'sent';
  useEffect(() => {
    if (!sent) return;
    // Focus was on the sent view (or nowhere): it goes to the form's first control.
    const timer = setTimeout(() => backToForm(focusIsLost() || document.activeElement === resultRef.current), sentViewMs);
    return () => clearTimeout(timer);
  }, [sent, sentViewMs, backToForm, resultRef]);

  return (
    <Card padding="lg" data-part="ContactForm">
      <Stack space="5">
        <Stack space="2">
          <Heading level={3} size="xl" id={headingId}>
            {contactForm.heading}
          </Heading>
          {/* 'All fields are required.' is about the form: it goes with it while 'Message Sent!' shows. */}
          {!sent && <Text tone="muted">{contactForm.description}</Text>}
        </Stack>
        <noscript>
          <Text weight="medium">{contactForm.noScript}</Text>
        </noscript>

        {/* Always in the page, so the sent view's words are announced when they appear. */}
        <div role="status">
          {outcome?.kind === 'sent' && (
            // Its sentence is announced with the status, so it is not the heading's description too.
            <FormResultView tone="positive" title={contactForm.sent.title} headingRef={resultRef} part="Sent">
              <Text align="center">{contactForm.sent.body(outcome.city)}</Text>
            </FormResultView>
          )}
        </div>

        {!sent && (
          <form ref={formRef} noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
            <Stack space="5">
              <Controller
                control={control}
                name="office"
                render={({ field, fieldState }) => (
                  <RadioGroup
                    label={contactForm.fields.office.label}
                    hint={contactForm.fields.office.hint}
                    options={officeOptions}
                    defaultValue={preselectedOffice && String(preselectedOffice.id)}
                    required
                    name={field.name}
                    ref={field.ref}
                    // Uncontrolled: a choice made in the prerendered form before its code arrived stays (read below).
                    onValueChange={(value) => {
                      const chosen = officeById(Number(value));
                      if (!chosen) return;
                      field.onChange(chosen.id);
                      onOfficeChange?.(chosen);
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextField
                label={contactForm.fields.name.label}
                required
                autoComplete="name"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField
                label={contactForm.fields.email.label}
                type="email"
                required
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextArea
                label={contactForm.fields.message.label}
                hint={contactForm.fields.message.hint}
                rows={5}
                required
                error={errors.message?.message}
                {...register('message')}
              />
              <FormHoneypot label={contactForm.fields.honeypot.label} {...register(honeypotFieldName)} />

              {outcome?.kind === 'error' && (
                <FormErrorAlert
                  ref={resultRef}
                  title={contactForm.error.title}
                  reason={outcome.reason}
                  kept={contactForm.error.kept}
                  emailHref={mailtoWith(outcome.office.email, contactForm.emailSubject(outcome.office.city), contactForm.emailBody(outcome.message))}
                  emailLabel={contactForm.error.emailLabel(outcome.office.city)}
                />
              )}

              <Stack space="2">
                <div>
                  <Button type="submit" disabled={!office || isSubmitting} aria-describedby={submitHintId} icon={<Send />}>
                    {isSubmitting ? contactForm.sendingLabel : contactForm.submitLabel}
                  </Button>
                </div>
                <Text id={submitHintId} size="sm" tone="muted">
                  {office ? contactForm.sendsTo(office) : contactForm.chooseOfficeFirst}
                </Text>
              </Stack>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
