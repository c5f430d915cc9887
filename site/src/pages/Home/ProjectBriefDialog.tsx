import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Mail, RotateCcw, Send } from 'lucide-react';
import { honeypotFieldName, isApiError, projectBriefSchema, projectTypes, type ProjectBrief } from '@orisun/api';
import { Button, ButtonLink, Heading, Icon, Modal, Select, Stack, Text, TextArea, TextField, VisuallyHidden } from '@orisun/ui';
import { api } from '../../app/api.ts';
import { brand } from '../../content/brand.ts';
import { mailtoWith, projectBrief, projectBriefAutoCloseMs } from '../../content/home.ts';

export interface ProjectBriefDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the button that opened it (there is no Modal.Trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** How long the success view stays before the dialog closes by itself. Default 10 s (spec section 9). */
  autoCloseMs?: number;
}

/** The fields people fill in, in the order of the form (server issues on them are shown in place). */
const briefFields = ['name', 'email', 'projectType', 'details'] as const;
type BriefField = (typeof briefFields)[number];

const projectTypeOptions = projectTypes.map((type) => ({ value: type, label: type }));

/** What the dialog shows: the form (idle or submitting), or the outcome of a submission. */
type View =
  | { kind: 'form' }
  | { kind: 'success' }
  | {
      kind: 'error';
      /** What was sent, for the e-mail fallback (the form itself is emptied, as the spec says). */
      brief: ProjectBrief;
      /** The server answered 429: say how long to wait. */
      rateLimited: boolean;
      retryAfterSeconds: number | undefined;
    };

const formView: View = { kind: 'form' };

/**
 * The 'Complete Project Brief' dialog: name, e-mail, project type and details, sent to
 * `POST /submit-form` (spec sections 4, 5, 8). Submitting disables the button ('Submitting...');
 * a 200 shows the thank-you view, empties the form and closes the dialog after 10 seconds; a 400
 * with field issues shows them on the fields; anything else shows the error view (with the wait
 * time after a 429, and the brief ready to send by e-mail) whose 'Try again' returns to the empty
 * form. A hidden `website` field catches robots.
 *
 * The form state lives here, outside the dialog's content, so closing the dialog by mistake keeps
 * what was typed. Loaded on demand by `ProjectBriefButton`, so the home page's first load carries
 * neither this code nor react-hook-form.
 */
export default function ProjectBriefDialog({
  open,
  onOpenChange,
  returnFocusTo,
  autoCloseMs = projectBriefAutoCloseMs,
}: ProjectBriefDialogProps) {
  const formId = useId();
  const [view, setView] = useState<View>(formView);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const focusFirstFieldNext = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(projectBriefSchema),
    defaultValues: { name: '', email: '', details: '', [honeypotFieldName]: '' },
  });

  // The thank-you view closes the dialog by itself (only while it is on screen).
  useEffect(() => {
    if (!open || view.kind !== 'success') return;
    const timer = setTimeout(() => onOpenChange(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, view.kind, autoCloseMs, onOpenChange]);

  // Back from the error view: focus the first (now empty) field.
  useEffect(() => {
    if (view.kind === 'form' && focusFirstFieldNext.current) {
      focusFirstFieldNext.current = false;
      setFocus('name');
    }
  }, [view, setFocus]);

  const submit = handleSubmit(async (brief) => {
    try {
      await api.submitProjectBrief(brief);
      reset();
      setView({ kind: 'success' });
    } catch (error) {
      // A 400 naming fields of this form: explain in place, keep what was typed.
      const fieldErrors = isApiError(error) && error.status === 400 ? error.fieldErrors() : {};
      const invalid = briefFields.filter((field: BriefField) => fieldErrors[field]);
      if (invalid.length > 0) {
        invalid.forEach((field, index) => setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }));
        return;
      }
      console.error('The project brief was not sent:', error);
      const rateLimited = isApiError(error) && error.status === 429;
      reset();
      setView({ kind: 'error', brief, rateLimited, retryAfterSeconds: rateLimited ? error.retryAfterSeconds : undefined });
    }
  });

  const tryAgain = () => {
    focusFirstFieldNext.current = true;
    setView(formView);
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={projectBrief.title}
        // The outcome views say it all in their own heading and text.
        description={view.kind === 'form' ? projectBrief.description : undefined}
        onOpenAutoFocus={(event) => {
          // The first field (or the outcome, if a submission finished while the dialog was closed),
          // not the close button Radix would pick.
          event.preventDefault();
          if (view.kind === 'form') setFocus('name');
          else statusHeading.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
          // An outcome is shown once: the next opening starts from the form.
          setView(formView);
        }}
      >
        {view.kind === 'form' && (
          <>
            <Modal.Body>
              <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
                <Stack space="5">
                  <TextField
                    label={projectBrief.fields.name.label}
                    required
                    autoComplete="name"
                    error={errors.name?.message}
                    {...register('name')}
                  />
                  <TextField
                    label={projectBrief.fields.email.label}
                    type="email"
                    required
                    autoComplete="email"
                    error={errors.email?.message}
                    {...register('email')}
                  />
                  <Select
                    label={projectBrief.fields.projectType.label}
                    placeholder={projectBrief.fields.projectType.placeholder}
                    options={projectTypeOptions}
                    required
                    error={errors.projectType?.message}
                    {...register('projectType')}
                  />
                  <TextArea
                    label={projectBrief.fields.details.label}
                    hint={projectBrief.fields.details.hint}
                    rows={4}
                    required
                    error={errors.details?.message}
                    {...register('details')}
                  />
                </Stack>
                {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
                <VisuallyHidden aria-hidden="true">
                  <label>
                    {projectBrief.fields.honeypot.label}
                    <input type="text" tabIndex={-1} autoComplete="off" {...register(honeypotFieldName)} />
                  </label>
                </VisuallyHidden>
              </form>
            </Modal.Body>
            <Modal.Footer>
              <Modal.Close asChild>
                <Button variant="ghost" tone="neutral">
                  {projectBrief.cancelLabel}
                </Button>
              </Modal.Close>
              <Button type="submit" form={formId} disabled={isSubmitting} icon={<Send />}>
                {isSubmitting ? projectBrief.submittingLabel : projectBrief.submitLabel}
              </Button>
            </Modal.Footer>
          </>
        )}

        {view.kind === 'success' && (
          <>
            <Modal.Body>
              <BriefOutcome
                headingRef={statusHeading}
                tone="positive"
                icon={CircleCheck}
                title={projectBrief.success.title}
                lines={[projectBrief.success.body]}
              />
            </Modal.Body>
            <Modal.Footer>
              <Modal.Close asChild>
                <Button>{projectBrief.success.closeLabel}</Button>
              </Modal.Close>
            </Modal.Footer>
          </>
        )}

        {view.kind === 'error' && (
          <>
            <Modal.Body>
              <BriefOutcome
                headingRef={statusHeading}
                tone="critical"
                icon={CircleAlert}
                title={projectBrief.error.title}
                lines={[
                  projectBrief.error.body,
                  ...(view.rateLimited ? [projectBrief.error.rateLimited(view.retryAfterSeconds)] : []),
                ]}
              />
            </Modal.Body>
            <Modal.Footer>
              <ButtonLink
                href={mailtoWith(brand.email, projectBrief.emailSubject, projectBrief.emailBody(view.brief))}
                variant="outline"
                icon={<Mail />}
              >
                {projectBrief.error.emailLabel}
              </ButtonLink>
              <Button icon={<RotateCcw />} onClick={tryAgain}>
                {projectBrief.error.retryLabel}
              </Button>
            </Modal.Footer>
          </>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * The thank-you or error view. Its heading takes focus when it appears (the submit button that had
 * focus is gone), and its sentences are the heading's description, so screen readers read them too.
 */
function BriefOutcome({
  headingRef,
  tone,
  icon,
  title,
  lines,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  tone: 'positive' | 'critical';
  icon: typeof CircleCheck;
  title: string;
  lines: readonly string[];
}) {
  const id = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);
  return (
    <Stack space="3" align="center">
      <Text as="span" tone={tone}>
        <Icon icon={icon} size="2xl" />
      </Text>
      <Heading level={3} size="xl" align="center" ref={headingRef} tabIndex={-1} aria-describedby={lines.map((_, i) => `${id}${i}`).join(' ')}>
        {title}
      </Heading>
      {lines.map((line, i) => (
        <Text key={line} id={`${id}${i}`} align="center">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
