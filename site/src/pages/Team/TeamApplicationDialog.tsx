import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from '@orisun/api';
import {
  honeypotFieldName,
  resumeAccept,
  resumeFieldName,
  resumeMaxBytes,
  resumeMessages,
  teamApplicationFormSchema,
  type TeamApplicationFields,
} from '@orisun/api';
import { FileField, Modal, Stack, TextArea, TextField } from '@orisun/ui';
import { useSubmitTeamApplication } from '../../api/applications.ts';
import { Providers } from '../../app/Providers.tsx';
import { brand } from '../../content/brand.ts';
import { mailtoWith } from '../../content/forms.ts';
import { teamApplication } from '../../content/teamApplication.ts';
import { FormDialogFooter } from '../../forms/FormDialogFooter.tsx';
import { FormDialogOutcome } from '../../forms/FormDialogOutcome.tsx';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import { useApiForm } from '../../forms/useApiForm.ts';
import { useFormDialog, type FormDialogProps } from '../../forms/useFormDialog.ts';

/** The fields people fill in, in the order of the form (server issues on them are shown in place). */
const applicationFields = ['name', 'email', 'role', 'message', resumeFieldName] as const;

const { fields } = teamApplication;

/**
 * The 'Join Our Team' dialog: full name, e-mail, role of interest, why they want to join and a resume,
 * sent as multipart/form-data to `POST /submit_team-form` (docs/product.md §3.2 and §5.4).
 *
 * The resume is checked on choice and again on submit, with the contract's sentences: a .pdf, .doc or
 * .docx name, not empty, at most 5 MB; the server then checks its content. While sending, the button
 * reads 'Submitting...' (disabled) and a progress bar follows the upload. A 200 shows the thank-you
 * view, empties the form and closes the dialog after 10 seconds; a 400 puts its issues on the fields
 * (the resume's too, e.g. a file that is not really a PDF), a 413 says the resume must be 5 MB or
 * smaller; anything else shows the error view (with the wait time after a 429, and the application
 * ready to send to the careers mailbox by e-mail) whose 'Try again' returns to the empty form.
 *
 * The form state lives here, outside the dialog's content, so closing the dialog by mistake keeps
 * what was typed (and an upload under way goes on). Loaded on demand by the Team page's button, so
 * the page's first load carries neither this code nor react-hook-form.
 */
function TeamApplicationDialog(props: FormDialogProps) {
  return (
    <Providers>
      <TeamApplicationForm {...props} />
    </Providers>
  );
}
export default TeamApplicationDialog;

function TeamApplicationForm({ open, onOpenChange, returnFocusTo, autoCloseMs }: FormDialogProps) {
  const formId = useId();
  const sendApplication = useSubmitTeamApplication();
  /** The share of the upload sent so far (0 to 1) while submitting, else `null`. */
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = useRef<AbortController | null>(null);
  // The page went away (the dialog with it): stop an upload under way (nothing is shown for it then).
  useEffect(() => () => uploading.current?.abort(), []);

  // Called from the form's submit (it reads the upload ref, so not made during render).
  const upload = async ({ resume, ...application }: z.output<typeof teamApplicationFormSchema>) => {
    // The schema has checked the chosen file; the field gives the browser's File.
    if (!(resume instanceof Blob)) throw new TypeError('The resume is not a file.');
    const controller = new AbortController();
    uploading.current = controller;
    setProgress(0);
    try {
      return await sendApplication.mutateAsync({ application, resume, onUploadProgress: setProgress, signal: controller.signal });
    } finally {
      uploading.current = null;
      setProgress(null);
    }
  };

  const {
    register,
    control,
    reset,
    setFocus,
    trigger,
    submit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: teamApplicationFormSchema,
    mutation: { mutateAsync: upload },
    fields: applicationFields,
    // A resume over the server's limit (413) is explained on its field, like a 400 naming fields of this form (the
    // resume too, when its content is not PDF or Word): what was typed is kept.
    tooLarge: { field: resumeFieldName, message: resumeMessages.tooLarge },
    defaultValues: { name: '', email: '', role: '', message: '', [honeypotFieldName]: '' },
    onSuccess: () => {
      reset();
      dialog.showSuccess();
    },
    onFailure: (_outcome, { resume: _resume, ...application }, error) => {
      console.error('The team application was not sent:', error);
      reset();
      dialog.showError(application, error);
    },
  });
  const dialog = useFormDialog<TeamApplicationFields>({
    open,
    onOpenChange,
    returnFocusTo,
    autoCloseMs,
    focusFirstField: () => setFocus('name'),
  });
  const { view } = dialog;

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={teamApplication.title}
        // The outcome views say it all in their own heading and text.
        description={view.kind === 'form' ? teamApplication.description : undefined}
        {...dialog.contentProps}
      >
        {view.kind === 'form' && (
          <>
            <Modal.Body>
              <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
                <Stack space="5">
                  <TextField label={fields.name.label} required autoComplete="name" error={errors.name?.message} {...register('name')} />
                  <TextField
                    label={fields.email.label}
                    type="email"
                    required
                    autoComplete="email"
                    error={errors.email?.message}
                    {...register('email')}
                  />
                  <TextField label={fields.role.label} hint={fields.role.hint} required error={errors.role?.message} {...register('role')} />
                  <TextArea label={fields.message.label} rows={4} required error={errors.message?.message} {...register('message')} />
                  <Controller
                    control={control}
                    name="resume"
                    render={({ field, fieldState }) => (
                      <FileField
                        label={fields.resume.label}
                        hint={fields.resume.hint}
                        required
                        accept={resumeAccept}
                        maxBytes={resumeMaxBytes}
                        tooLargeMessage={() => resumeMessages.tooLarge}
                        wrongTypeMessage={() => resumeMessages.type}
                        error={fieldState.error?.message}
                        name={field.name}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        onFileChange={(file) => {
                          field.onChange(file);
                          // Check a chosen file at once (name, emptiness), not only on submit.
                          if (file) void trigger('resume');
                        }}
                      />
                    )}
                  />
                </Stack>
                <FormHoneypot label={fields.honeypot.label} {...register(honeypotFieldName)} />
              </form>
            </Modal.Body>
            <FormDialogFooter
              formId={formId}
              submitting={isSubmitting}
              copy={teamApplication}
              // In the sticky footer, where the button is: below the fold on a phone, the visitor saw only 'Submitting...'.
              progress={progress === null ? undefined : { label: teamApplication.progressLabel, value: progress }}
            />
          </>
        )}

        <FormDialogOutcome
          view={view}
          headingRef={dialog.statusHeading}
          copy={teamApplication}
          emailHref={(application) =>
            mailtoWith(brand.mailboxes.careers, teamApplication.emailSubject, teamApplication.emailBody(application))
          }
          onTryAgain={dialog.tryAgain}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
