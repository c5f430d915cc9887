import { useId } from 'react';
import { honeypotFieldName, projectBriefSchema, projectTypes, type ProjectBrief } from '@orisun/api';
import { Modal, Select, Stack, TextArea, TextField } from '@orisun/ui';
import { useSubmitProjectBrief } from '../../api/briefs.ts';
import { Providers } from '../../app/Providers.tsx';
import { brand } from '../../content/brand.ts';
import { mailtoWith } from '../../content/forms.ts';
import { projectBrief } from '../../content/home.ts';
import { FormDialogFooter } from '../../forms/FormDialogFooter.tsx';
import { FormDialogOutcome } from '../../forms/FormDialogOutcome.tsx';
import { FormHoneypot } from '../../forms/FormHoneypot.tsx';
import { useApiForm } from '../../forms/useApiForm.ts';
import { useFormDialog, type FormDialogProps } from '../../forms/useFormDialog.ts';

/** The fields people fill in, in the order of the form (server issues on them are shown in place). */
const briefFields = ['name', 'email', 'projectType', 'details'] as const;

const projectTypeOptions = projectTypes.map((type) => ({ value: type, label: projectBrief.fields.projectType.optionLabels[type] }));

/**
 * The 'Complete Project Brief' dialog: name, e-mail, project type and details, sent to
 * `POST /submit-form` (docs/product.md §3.1 and §5.8). Submitting disables the button ('Submitting...');
 * a 200 shows the thank-you view, empties the form and closes the dialog after 10 seconds; a 400
 * with field issues shows them on the fields; anything else shows the error view (with the wait
 * time after a 429, and the brief ready to send by e-mail) whose 'Try again' returns to the empty
 * form. A hidden `website` field catches robots.
 *
 * The form state lives here, outside the dialog's content, so closing the dialog by mistake keeps
 * what was typed. Loaded on demand by `ProjectBriefButton`, so the home page's first load carries
 * neither this code nor react-hook-form.
 */
function ProjectBriefDialog(props: FormDialogProps) {
  return (
    <Providers>
      <ProjectBriefForm {...props} />
    </Providers>
  );
}
export default ProjectBriefDialog;

function ProjectBriefForm({ open, onOpenChange, returnFocusTo, autoCloseMs }: FormDialogProps) {
  const formId = useId();
  const sendBrief = useSubmitProjectBrief();
  const {
    register,
    reset,
    setFocus,
    submit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: projectBriefSchema,
    mutation: sendBrief,
    fields: briefFields,
    defaultValues: { name: '', email: '', details: '', [honeypotFieldName]: '' },
    onSuccess: () => {
      reset();
      dialog.showSuccess();
    },
    onFailure: (_outcome, brief, error) => {
      console.error('The project brief was not sent:', error);
      reset();
      dialog.showError(brief, error);
    },
  });
  const dialog = useFormDialog<ProjectBrief>({ open, onOpenChange, returnFocusTo, autoCloseMs, focusFirstField: () => setFocus('name') });
  const { view } = dialog;

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={projectBrief.title}
        // The outcome views say it all in their own heading and text.
        description={view.kind === 'form' ? projectBrief.description : undefined}
        {...dialog.contentProps}
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
                <FormHoneypot label={projectBrief.fields.honeypot.label} {...register(honeypotFieldName)} />
              </form>
            </Modal.Body>
            <FormDialogFooter formId={formId} submitting={isSubmitting} copy={projectBrief} />
          </>
        )}

        <FormDialogOutcome
          view={view}
          headingRef={dialog.statusHeading}
          copy={projectBrief}
          emailHref={(brief) => mailtoWith(brand.email, projectBrief.emailSubject, projectBrief.emailBody(brief))}
          onTryAgain={dialog.tryAgain}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
