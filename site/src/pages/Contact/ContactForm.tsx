import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
// Types only: zod, the shared schema and the API client load on demand (./contactSubmission.ts).
import type { ContactMessage, honeypotFieldName } from '@orisun/api';
import { Button, Card, Heading, Icon, RadioGroup, Stack, Text, TextArea, TextField, VisuallyHidden } from '@orisun/ui';
import { brand, type Office } from '../../content/brand.ts';
import { contactForm, contactSentViewMs, officeById } from '../../content/contact.ts';
import { mailtoWith } from '../../content/forms.ts';
import { FormErrorAlert } from '../../forms/FormErrorAlert.tsx';
import type { FieldErrors } from './contactSubmission.ts';

/** Validation (zod and the shared schema) and sending (the API client): fetched on first use. */
const loadSubmission = () => import('./contactSubmission.ts');

/** The honeypot's name (`website`, the contract's `honeypotFieldName`). */
const honeypot: typeof honeypotFieldName = 'website';

export interface ContactFormProps {
  /** Called when the visitor chooses an office (the page then shows that office's tab). */
  onOfficeChange?: (office: Office) => void;
  /** How long 'Message Sent!' stays before the empty form comes back. Default 3 s (spec section 9). */
  sentViewMs?: number;
}

/** The fields people fill in, in the order of the form (problems are shown on them, the first focused). */
const messageFields = ['office', 'name', 'email', 'message'] as const;

const officeOptions = brand.offices.map((office) => ({ value: String(office.id), label: office.city, description: office.country }));

/** What the form area shows besides the form: nothing, the sent view, or the error alert above the button. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'sent'; city: string }
  | {
      kind: 'error';
      office: Office;
      /** What was sent: still in the form, and ready for the e-mail fallback. */
      message: ContactMessage;
      /** What happened, in one sentence. */
      reason: string;
    };

const noOutcome: Outcome = { kind: 'none' };

/** No element has focus (it was on a button that became disabled or went away). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** What the form holds, in the contract's shape (`office` as its number). */
function formValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const office = data.get('office');
  return {
    office: typeof office === 'string' ? Number(office) : undefined,
    name: text('name'),
    email: text('email'),
    message: text('message'),
    [honeypot]: text(honeypot),
  };
}

/** Focuses a field by name (for the office: the chosen radio, or the first). */
function focusField(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) {
    const radios = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (control instanceof HTMLElement) {
    control.focus();
  }
}

/** The problems of this form's fields only, in form order. */
function knownErrors(fieldErrors: FieldErrors) {
  const errors: Partial<Record<(typeof messageFields)[number], string>> = {};
  for (const field of messageFields) if (fieldErrors[field]) errors[field] = fieldErrors[field];
  return errors;
}

/**
 * The contact page's message form: office (Lagos, Ogbomosho, Cotonou), name, e-mail and message,
 * sent to `POST /contact` (spec sections 2, 4, 5; decisions.md). Send stays disabled until an
 * office is chosen (the line under it says so) and while sending ('Sending...'). A 200 empties
 * the form and shows 'Message Sent!' with 'Our {city} team will respond within 24 hours.' in a
 * status region for 3 seconds, then the form again. A failure is not silent (the spec's bug):
 * an alert above the button says what happened (how long to wait after a 429), the typed text
 * stays, and a link opens the message in an e-mail to the office; problems with fields (the
 * shared zod schema, or a 400's issues) show on the fields and the first takes focus. A hidden
 * `website` field catches robots.
 *
 * Not built on react-hook-form like the brief dialog: this form is on the page's first load, and
 * react-hook-form (12.6 KB brotli) would take `/contact` over the 150 KB budget. The fields are
 * plain uncontrolled inputs (the office choice is state: it enables Send and picks the tab); zod
 * and the API client come with the first focus or pointer on the form.
 */
export function ContactForm({ onOfficeChange, sentViewMs = contactSentViewMs }: ContactFormProps) {
  const headingId = useId();
  const submitHintId = useId();
  const [officeId, setOfficeId] = useState<Office['id'] | undefined>(undefined);
  const [errors, setErrors] = useState<ReturnType<typeof knownErrors>>({});
  /** After the first attempt, fields are checked again as they change (errors clear as they are fixed). */
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(noOutcome);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLElement>(null);
  const focusFormNext = useRef(false);
  const busy = useRef(false);
  const office = officeById(officeId);

  // 'Message Sent!' stays for a moment, then the (empty) form comes back.
  useEffect(() => {
    if (outcome.kind !== 'sent') return;
    const timer = setTimeout(() => {
      // Focus was on the sent view (or nowhere): it goes to the form's first control.
      focusFormNext.current = focusIsLost() || document.activeElement === sentHeading.current;
      setOutcome(noOutcome);
    }, sentViewMs);
    return () => clearTimeout(timer);
  }, [outcome.kind, sentViewMs]);

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (outcome.kind === 'sent' && focusIsLost()) sentHeading.current?.focus();
    if (outcome.kind === 'error' && focusIsLost()) alert.current?.focus();
    if (outcome.kind === 'none' && focusFormNext.current && formRef.current) {
      focusFormNext.current = false;
      focusField(formRef.current, 'office');
    }
  }, [outcome]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // One submission at a time (a double click, Enter pressed twice while the code loads).
    if (busy.current) return;
    busy.current = true;
    try {
      await checkAndSend(form);
    } finally {
      busy.current = false;
    }
  };

  const checkAndSend = async (form: HTMLFormElement) => {
    setOutcome(noOutcome);
    const { validateContactMessage, sendContactMessage } = await loadSubmission();
    const checked = validateContactMessage(formValues(form));
    setAttempted(true);
    if (!checked.ok) {
      const found = knownErrors(checked.fieldErrors);
      setErrors(found);
      const first = messageFields.find((field) => found[field]);
      if (first) focusField(form, first);
      return;
    }
    setErrors({});
    const message = checked.message;
    const recipient = officeById(message.office) ?? brand.offices[0];
    setSending(true);
    const result = await sendContactMessage(message);
    setSending(false);
    if (result.kind === 'sent') {
      setOfficeId(undefined);
      setAttempted(false);
      setOutcome({ kind: 'sent', city: recipient.city });
      return;
    }
    if (result.kind === 'invalid') {
      // A 400 naming fields of this form: explain in place, keep what was typed.
      const found = knownErrors(result.fieldErrors);
      const first = messageFields.find((field) => found[field]);
      if (first) {
        setErrors(found);
        focusField(form, first);
        return;
      }
    }
    const failure = result.kind === 'failed' ? result : { reason: 'server' as const, retryAfterSeconds: undefined, error: result };
    console.error('The contact message was not sent:', failure.error);
    const reason =
      failure.reason === 'rateLimited'
        ? contactForm.error.rateLimited(failure.retryAfterSeconds)
        : failure.reason === 'unreachable'
          ? contactForm.error.unreachable
          : contactForm.error.server;
    setOutcome({ kind: 'error', office: recipient, message, reason });
  };

  /** After a first attempt: check again as the visitor edits, so fixed fields lose their error. */
  const recheck = async (form: HTMLFormElement) => {
    if (!attempted) return;
    const { validateContactMessage } = await loadSubmission();
    const checked = validateContactMessage(formValues(form));
    setErrors(checked.ok ? {} : knownErrors(checked.fieldErrors));
  };

  return (
    <Card padding="lg" data-part="ContactForm">
      <Stack space="5">
        <Stack space="2">
          <Heading level={3} size="xl" id={headingId}>
            {contactForm.heading}
          </Heading>
          {/* 'All fields are required.' is about the form: it goes with it while 'Message Sent!' shows. */}
          {outcome.kind !== 'sent' && <Text tone="muted">{contactForm.description}</Text>}
        </Stack>
        <noscript>
          <Text weight="medium">{contactForm.noScript}</Text>
        </noscript>

        {/* Always in the page, so the sent view's words are announced when they appear. */}
        <div role="status">
          {outcome.kind === 'sent' && (
            <Stack space="3" align="center">
              <Text as="span" tone="positive">
                <Icon icon={CircleCheck} size="2xl" />
              </Text>
              <Heading level={4} size="xl" align="center" ref={sentHeading} tabIndex={-1}>
                {contactForm.sent.title}
              </Heading>
              <Text align="center">{contactForm.sent.body(outcome.city)}</Text>
            </Stack>
          )}
        </div>

        {outcome.kind !== 'sent' && (
          <form
            ref={formRef}
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => void submit(event)}
            onChange={(event) => void recheck(event.currentTarget)}
            // Fetch validation and sending as soon as the visitor heads for the form.
            onPointerEnter={() => void loadSubmission()}
            onFocus={() => void loadSubmission()}
          >
            <Stack space="5">
              <RadioGroup
                label={contactForm.fields.office.label}
                hint={contactForm.fields.office.hint}
                options={officeOptions}
                required
                name="office"
                value={officeId === undefined ? '' : String(officeId)}
                onValueChange={(value) => {
                  const chosen = officeById(Number(value));
                  if (!chosen) return;
                  setOfficeId(chosen.id);
                  onOfficeChange?.(chosen);
                }}
                error={errors.office}
              />
              <TextField label={contactForm.fields.name.label} name="name" required autoComplete="name" error={errors.name} />
              <TextField
                label={contactForm.fields.email.label}
                name="email"
                type="email"
                required
                autoComplete="email"
                error={errors.email}
              />
              <TextArea
                label={contactForm.fields.message.label}
                hint={contactForm.fields.message.hint}
                name="message"
                rows={5}
                required
                error={errors.message}
              />
              {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
              <VisuallyHidden aria-hidden="true">
                <label>
                  {contactForm.fields.honeypot.label}
                  <input type="text" name={honeypot} tabIndex={-1} autoComplete="off" />
                </label>
              </VisuallyHidden>

              {outcome.kind === 'error' && (
                <FormErrorAlert
                  ref={alert}
                  title={contactForm.error.title}
                  reason={outcome.reason}
                  kept={contactForm.error.kept}
                  emailHref={mailtoWith(outcome.office.email, contactForm.emailSubject(outcome.office.city), contactForm.emailBody(outcome.message))}
                  emailLabel={contactForm.error.emailLabel(outcome.office.city)}
                />
              )}

              <Stack space="2">
                <div>
                  <Button type="submit" disabled={!office || sending} aria-describedby={submitHintId} icon={<Send />}>
                    {sending ? contactForm.sendingLabel : contactForm.submitLabel}
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
