import { useState, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { CircleCheck, Plus, Send } from 'lucide-react';
import {
  addExpertise,
  consultantApplicationSchema,
  consultantAvailabilities,
  expertiseKey,
  honeypotFieldName,
  type ConsultantApplication,
} from '@orisun/api';
import * as m from '#messages';
import { Button, Card, Checkbox, CheckboxGroup, Grid, Icon, Inline, RadioGroup, Stack, Text, TextArea, TextField } from '@orisun/ui';
import { useSubmitConsultantApplication } from '../../api/applications.ts';
import { Providers } from '../../app/Providers.tsx';
import { brand } from '../../content/brand.ts';
import { availabilityLabels, consultantsPage, expertiseOptions, expertiseOptionsShown } from '../../content/consultants.ts';
import { consultantApplication } from '../../content/consultantApplication.ts';
import { clipForEmail, mailtoWith, rateLimitedMessage } from '../../content/forms.ts';
import { FormErrorAlert } from '../../forms/FormErrorAlert.tsx';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import type { ApiOutcome } from '../../forms/apiOutcome.ts';
import { useApiForm } from '../../forms/useApiForm.ts';

// The page's words of the Apply tab and the form's own, which load with it.
const apply = { ...consultantsPage.apply, ...consultantApplication };
const { fields } = apply;

/** The fields people fill in, in the order of the form (server issues on them are shown in place). */
const applicationFields = ['name', 'email', 'portfolioUrl', 'rate', 'availability', 'location', 'expertise', 'bio'] as const;

/** The first ten areas (docs/product.md §2.6); an applicant adds any other as their own. */
const offeredAreas: readonly string[] = expertiseOptions.slice(0, expertiseOptionsShown);

const availabilityOptions = consultantAvailabilities.map((value) => ({ value, label: availabilityLabels[value] }));

/** What the form shows besides its fields (`null`: nothing). */
type Outcome =
  | { kind: 'received' }
  | {
      kind: 'error';
      /** What happened, in one sentence (the server's own for a 409). */
      reason: string;
      /** What was sent, for the e-mail fallback. */
      application: ConsultantApplication;
    };

/** The application as plain text, for the e-mail fallback. */
function emailBody(application: ConsultantApplication): string {
  return clipForEmail(
    [
      m.consultants_applyEmailName({ value: application.name }),
      m.consultants_applyEmailEmail({ value: application.email }),
      m.consultants_applyEmailPortfolio({ value: application.portfolioUrl }),
      m.consultants_applyEmailRate({ rate: application.rate }),
      m.consultants_applyEmailAvailability({ value: availabilityLabels[application.availability] }),
      m.consultants_applyEmailLocation({ value: application.location ?? '' }),
      m.consultants_applyEmailExpertise({ value: application.expertise.join(', ') }),
      '',
      application.bio,
    ].join('\n'),
  );
}

/** One sentence for a failure that is not about a field. */
function failureReason(outcome: ApiOutcome): string {
  if (outcome.kind === 'conflict') return outcome.message;
  if (outcome.kind === 'rateLimited') return rateLimitedMessage('applications', outcome.retryAfterSeconds);
  return outcome.kind === 'offline' ? apply.error.unreachable : apply.error.server;
}

/**
 * The 'Become a Consultant' application (docs/product.md §3.6 and §5.8), sent to
 * `POST /api/consultant-applications`: name, e-mail, portfolio URL (required), hourly rate (at
 * least 50 USD), availability (full-time by default), location, at least two areas of expertise
 * (the first ten offered as chips; an area of one's own is added once, when not empty and not
 * already there), bio and whether the applicant is on the company's team. The rules are the
 * shared zod schema's, so the form and the server say the same thing.
 *
 * On success the notice says 'Application received! We will review your submission.' and the
 * form clears; a 400 puts its issues on the fields; anything else (a 409 for an e-mail that has
 * already applied, a 429, no connection) shows an alert with what happened, keeps what was typed
 * and offers to send it by e-mail. Loaded when the tab is opened, so react-hook-form and zod stay
 * off the page's first load.
 */
function ConsultantApplicationForm() {
  return (
    <Providers>
      <ApplicationForm />
    </Providers>
  );
}
export default ConsultantApplicationForm;

function ApplicationForm() {
  const sendApplication = useSubmitConsultantApplication();
  const [customAreas, setCustomAreas] = useState<string[]>([]);
  const [customText, setCustomText] = useState('');

  // The notice (success or failure) takes focus, so it is read and the visitor is where it is.
  const {
    register,
    control,
    reset,
    getValues,
    setValue,
    submit,
    result: outcome,
    resultRef: notice,
    formState: { errors, isSubmitting, isSubmitted },
  } = useApiForm({
    schema: consultantApplicationSchema,
    mutation: sendApplication,
    fields: applicationFields,
    onSuccess: (): Outcome => {
      reset();
      setCustomAreas([]);
      setCustomText('');
      return { kind: 'received' };
    },
    onFailure: (failure, application, error): Outcome => {
      if (failure.kind !== 'conflict') console.error('The consultant application was not sent:', error);
      return { kind: 'error', reason: failureReason(failure), application };
    },
    defaultValues: {
      name: '',
      email: '',
      portfolioUrl: '',
      availability: 'full-time',
      location: '',
      expertise: [],
      bio: '',
      isCompanyMember: false,
      [honeypotFieldName]: '',
    },
  });

  const areaOptions = [...offeredAreas, ...customAreas].map((area) => ({ value: area, label: area }));

  /** Adds the typed area (once; an offered one is simply chosen) and chooses it. */
  const addCustomArea = () => {
    const known = [...offeredAreas, ...customAreas];
    const withTyped = addExpertise(known, customText);
    const isNew = withTyped.length > known.length;
    const area = isNew ? withTyped.at(-1) : known.find((existing) => expertiseKey(existing) === expertiseKey(customText));
    setCustomText('');
    if (!area) return;
    if (isNew) setCustomAreas([...customAreas, area]);
    const chosen = new Set([...(getValues('expertise') ?? []), area]);
    // In the order of the chips, like a click would give.
    setValue(
      'expertise',
      withTyped.filter((option) => chosen.has(option)),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );
  };

  const onCustomKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the area instead of sending the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustomArea();
    }
  };

  return (
    <Card padding="lg" data-part="ConsultantApplicationForm">
      <Stack space="5">
        {outcome?.kind === 'received' && (
          <Card ref={notice} tone="positive" padding="md" role="status" tabIndex={-1} data-part="Received">
            <Inline space="2" alignY="center">
              <Text as="span" tone="positive">
                <Icon icon={CircleCheck} size="md" />
              </Text>
              <Text weight="semibold">{apply.success}</Text>
            </Inline>
          </Card>
        )}

        <form noValidate aria-label={apply.heading} onSubmit={(event) => void submit(event)}>
          <Stack space="5">
            <Grid columns={{ mobile: 1, tablet: 2 }} space="5">
              <TextField label={fields.name.label} required autoComplete="name" error={errors.name?.message} {...register('name')} />
              <TextField
                label={fields.email.label}
                type="email"
                required
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label={fields.portfolioUrl.label}
                hint={fields.portfolioUrl.hint}
                type="url"
                inputMode="url"
                required
                autoComplete="url"
                error={errors.portfolioUrl?.message}
                {...register('portfolioUrl')}
              />
              <TextField
                label={fields.rate.label}
                hint={fields.rate.hint}
                type="number"
                inputMode="decimal"
                min={50}
                step="any"
                required
                error={errors.rate?.message}
                {...register('rate', { setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)) })}
              />
            </Grid>
            <Controller
              control={control}
              name="availability"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label={fields.availability.label}
                  options={availabilityOptions}
                  required
                  name={field.name}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextField
              label={fields.location.label}
              hint={fields.location.hint}
              autoComplete="address-level2"
              error={errors.location?.message}
              {...register('location')}
            />
            <Stack space="3">
              <Controller
                control={control}
                name="expertise"
                render={({ field, fieldState }) => (
                  <CheckboxGroup
                    label={fields.expertise.label}
                    hint={fields.expertise.hint}
                    options={areaOptions}
                    required
                    name={field.name}
                    value={field.value ?? []}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message ?? fieldState.error?.root?.message ?? firstItemError(fieldState.error)}
                  />
                )}
              />
              <Inline space="2" alignY="bottom">
                <TextField
                  label={fields.customExpertise.label}
                  hint={fields.customExpertise.hint}
                  value={customText}
                  maxLength={60}
                  onChange={(event) => setCustomText(event.target.value)}
                  onKeyDown={onCustomKeyDown}
                />
                <Button type="button" variant="outline" icon={<Plus />} onClick={addCustomArea}>
                  {fields.customExpertise.addLabel}
                </Button>
              </Inline>
            </Stack>
            <TextArea label={fields.bio.label} hint={fields.bio.hint} rows={5} required error={errors.bio?.message} {...register('bio')} />
            <Checkbox label={fields.isCompanyMember.label} {...register('isCompanyMember')} />
            <FormHoneypot label={fields.honeypot.label} {...register(honeypotFieldName)} />

            {outcome?.kind === 'error' && (
              <FormErrorAlert
                ref={notice}
                title={apply.error.title}
                reason={outcome.reason}
                kept={apply.error.kept}
                emailHref={mailtoWith(brand.mailboxes.consultants, apply.emailSubject, emailBody(outcome.application))}
                emailLabel={apply.error.emailLabel}
              />
            )}

            <div>
              <Button type="submit" disabled={isSubmitting} icon={<Send />}>
                {isSubmitting ? apply.submittingLabel : apply.submitLabel}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** A problem with one area (too long, a line break): react-hook-form keeps it under the item's index. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  for (const item of error as unknown[]) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') return item.message;
  }
  return undefined;
}
