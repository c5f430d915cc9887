import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { Controller } from 'react-hook-form';
import { ArrowRight, Copy, Mail, Phone, Plus, RotateCcw, Send } from 'lucide-react';
import {
  honeypotFieldName,
  supportFormSchema,
  ticketAttachmentMessages,
  ticketUrgencies,
  type SupportFormValues,
  type TicketUrgency,
} from '@orisun/api';
import { Button, ButtonLink, Card, Grid, Heading, Inline, RadioGroup, Stack, Text, TextArea, TextField } from '@orisun/ui';
import { useSubmitSupportRequest } from '../../api/supportRequests.ts';
import { Providers } from '../../app/Providers.tsx';
// Types only: the copy comes from the page (so the support content stays in the page's own chunk).
import type { SupportFormCopy, urgencyOptions, supportContacts } from '../../content/support.ts';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import { TicketAttachmentsField } from '../../forms/TicketAttachmentsField.tsx';
import { FormResultView } from '../../forms/FormResultView.tsx';
import { useBackToForm } from '../../forms/useBackToForm.ts';
import { useApiForm } from '../../forms/useApiForm.ts';

export interface SupportFormProps {
  /** The form's words (`supportForm` of content/support.ts). */
  copy: SupportFormCopy;
  /** The urgency choices (`urgencyOptions`). */
  urgencies: typeof urgencyOptions;
  /** The support line and mailbox (`supportContacts`), offered in the error view. */
  contacts: typeof supportContacts;
}

/** The fields people fill in, in the order of the form (problems are shown on them, the first focused). */
const requestFields = ['name', 'email', 'subject', 'urgency', 'message', 'attachments'] as const;

const isUrgency = (value: string | undefined): value is TicketUrgency => ticketUrgencies.includes(value as TicketUrgency);

/** What the card shows instead of the form (`null`: the form): the success view with the ticket's reference, or the error view. */
type Outcome =
  | { kind: 'success'; reference: string; email: string; urgency: TicketUrgency }
  | {
      kind: 'error';
      /** What was sent: still in the form, and ready for the e-mail fallback. */
      request: SupportFormValues;
      /** A second line after 'Please try again or contact us directly.' (the wait after a 429, no connection). */
      reason?: string;
    };

/**
 * The support form of `/support` (docs/product.md §2.9, §3.7 and §5.8): full name, e-mail, subject, urgency
 * (low, medium, high; medium chosen) and a detailed description, sent to `POST /support-form`.
 * While sending, the button reads 'Submitting...' and is disabled. A 200 shows the success view:
 * the ticket's reference in large type with a copy button, where it was mailed, the response
 * promise for the urgency chosen, 'Track your Ticket' (`/dashboard`) and 'Submit Another Request'
 * (the empty form again). Problems with fields (the shared zod schema, or a 400's issues) show on
 * the fields and the first takes focus. Any other failure shows 'Something went wrong!' with the
 * wait after a 429, the support line and an e-mail with the request, and 'Try again', which brings
 * the form back with what was typed. A hidden `website` field catches robots.
 *
 * The page loads this module when the visitor heads for the form (`<Island load="intent">` in ./index.tsx), so
 * react-hook-form, zod and the API client stay off `/support`'s first load; the text fields have no
 * `defaultValues`, so what was typed into the prerendered form before then is kept.
 */
export function SupportForm(props: SupportFormProps) {
  return (
    <Providers>
      <SupportRequestForm {...props} />
    </Providers>
  );
}
export default SupportForm;

function SupportRequestForm({ copy, urgencies, contacts }: SupportFormProps) {
  const headingId = useId();
  const submitRequest = useSubmitSupportRequest();
  const {
    control,
    register,
    reset,
    setFocus,
    setValue,
    submit,
    result: outcome,
    setResult: setOutcome,
    // The view that replaced the form (and its focused button) takes focus.
    resultRef,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: supportFormSchema,
    mutation: submitRequest,
    fields: requestFields,
    tooLarge: { field: 'attachments', message: ticketAttachmentMessages.tooLarge },
    // Only the choice has a default: text typed into the prerendered form before hydration is kept.
    defaultValues: { urgency: 'medium' },
    // The first problem in the form's order takes focus (the urgency group is a Controller).
    shouldFocusError: false,
    onSuccess: ({ ticket }, request): Outcome => {
      reset();
      return { kind: 'success', reference: ticket, email: request.email, urgency: request.urgency };
    },
    onFailure: (failure, request, error): Outcome => {
      console.error('The support request was not sent:', error);
      const reason =
        failure.kind === 'rateLimited'
          ? copy.error.rateLimited(failure.retryAfterSeconds)
          : failure.kind === 'offline'
            ? copy.error.unreachable
            : undefined;
      return { kind: 'error', request, reason };
    },
  });
  // Back on the form: its first field.
  const backToForm = useBackToForm(outcome, setOutcome, () => setFocus('name'));
  const formRef = useRef<HTMLFormElement>(null);

  // An urgency chosen in the prerendered form before this code arrived (an intent island): take it up.
  const takeUpEarlyChoice = useEffectEvent(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>('input[name="urgency"]:checked')?.value;
    if (isUrgency(checked)) setValue('urgency', checked);
  });
  useEffect(() => takeUpEarlyChoice(), []);


  return (
    <Card padding="lg" data-part="SupportForm">
      <Stack space="5">
        <Stack space="2">
          <Heading level={3} size="xl" id={headingId}>
            {copy.heading}
          </Heading>
          {outcome === null && <Text tone="muted">{copy.description}</Text>}
        </Stack>
        <noscript>
          <Text weight="medium">{copy.noScript}</Text>
        </noscript>

        {/* Always in the page, so the success view's words are announced when they appear. */}
        <div role="status">
          {outcome?.kind === 'success' && (
            <SuccessView
              outcome={outcome}
              copy={copy.success}
              headingRef={resultRef}
              onAnother={() => {
                reset();
                backToForm(true);
              }}
            />
          )}
        </div>

        {outcome?.kind === 'error' && (
          <ErrorView
            reason={outcome.reason}
            copy={copy.error}
            emailHref={copy.emailHref(outcome.request)}
            phoneHref={`tel:${contacts.phone.e164}`}
            headingRef={resultRef}
            onTryAgain={() => backToForm(true)}
          />
        )}

        {outcome === null && (
          <form ref={formRef} noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
            <Stack space="5">
              <Grid columns={{ mobile: 1, tablet: 2 }} space="5">
                <TextField label={copy.fields.name.label} required autoComplete="name" error={errors.name?.message} {...register('name')} />
                <TextField
                  label={copy.fields.email.label}
                  type="email"
                  required
                  autoComplete="email"
                  error={errors.email?.message}
                  {...register('email')}
                />
              </Grid>
              <TextField
                label={copy.fields.subject.label}
                hint={copy.fields.subject.hint}
                required
                error={errors.subject?.message}
                {...register('subject')}
              />
              <Controller
                control={control}
                name="urgency"
                render={({ field, fieldState }) => (
                  <RadioGroup
                    label={copy.fields.urgency.label}
                    hint={copy.fields.urgency.hint}
                    options={urgencies}
                    required
                    name={field.name}
                    ref={field.ref}
                    // Uncontrolled: a choice made in the prerendered form before its code arrived stays (read above).
                    defaultValue={field.value ?? 'medium'}
                    onValueChange={(value) => {
                      if (isUrgency(value)) field.onChange(value);
                    }}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextArea
                label={copy.fields.message.label}
                hint={copy.fields.message.hint}
                rows={6}
                required
                error={errors.message?.message}
                {...register('message')}
              />
              <TicketAttachmentsField control={control} name="attachments" copy={copy.fields.attachments} />
              <FormHoneypot label={copy.fields.honeypot.label} {...register(honeypotFieldName)} />
              <div>
                <Button type="submit" disabled={isSubmitting} icon={<Send />}>
                  {isSubmitting ? copy.submittingLabel : copy.submitLabel}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The success view: the reference, big and copyable, where it went, and what comes next. */
function SuccessView({
  outcome,
  copy,
  headingRef,
  onAnother,
}: {
  outcome: Extract<Outcome, { kind: 'success' }>;
  copy: SupportFormCopy['success'];
  headingRef: RefObject<HTMLElement | null>;
  onAnother: () => void;
}) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const reference = useRef<HTMLElement>(null);

  const copyReference = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard here');
      await navigator.clipboard.writeText(outcome.reference);
      setCopyState('copied');
    } catch {
      // Select it instead, so one more keystroke (or the menu) copies it.
      if (reference.current) window.getSelection()?.selectAllChildren(reference.current);
      setCopyState('failed');
    }
  };

  return (
    <FormResultView tone="positive" title={copy.title} headingRef={headingRef} part="Success">
      <Stack as="dl" space="1" align="center">
        <div>
          <Text as="dt" size="sm" tone="muted" align="center">
            {copy.referenceLabel}
          </Text>
          <Text as="dd" size="xl" weight="bold" align="center" ref={reference} data-part="Reference">
            {outcome.reference}
          </Text>
        </div>
      </Stack>
      <Button variant="outline" size="sm" icon={<Copy />} onClick={() => void copyReference()}>
        {copy.copyLabel}
      </Button>
      {copyState !== 'idle' && (
        <Text size="sm" tone={copyState === 'copied' ? 'positive' : 'default'} align="center">
          {copyState === 'copied' ? copy.copied : copy.copyFailed}
        </Text>
      )}
      <Text align="center">{copy.mailed(outcome.email)}</Text>
      <Text align="center">{copy.promise(outcome.urgency)}</Text>
      <Inline space="3" align="center">
        <ButtonLink href={copy.trackHref} icon={<ArrowRight />} iconPosition="end">
          {copy.trackLabel}
        </ButtonLink>
        <Button variant="outline" icon={<Plus />} onClick={onAnother}>
          {copy.anotherLabel}
        </Button>
      </Inline>
    </FormResultView>
  );
}

/** The error view: what happened, the ways to reach support directly, and 'Try again'. */
function ErrorView({
  reason,
  copy,
  emailHref,
  phoneHref,
  headingRef,
  onTryAgain,
}: {
  reason: string | undefined;
  copy: SupportFormCopy['error'];
  emailHref: string;
  phoneHref: string;
  headingRef: RefObject<HTMLElement | null>;
  onTryAgain: () => void;
}) {
  return (
    // Focused when it appears: its sentences are its description, so they are read with it.
    <FormResultView tone="critical" title={copy.title} headingRef={headingRef} lines={[copy.body, ...(reason ? [reason] : []), copy.kept]} part="Error">
      <Inline space="3" align="center">
        <Button icon={<RotateCcw />} onClick={onTryAgain}>
          {copy.retryLabel}
        </Button>
        <ButtonLink href={phoneHref} variant="outline" icon={<Phone />}>
          {copy.callLabel}
        </ButtonLink>
        <ButtonLink href={emailHref} variant="outline" icon={<Mail />}>
          {copy.emailLabel}
        </ButtonLink>
      </Inline>
    </FormResultView>
  );
}
