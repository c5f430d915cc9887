import { useId, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { LogIn } from 'lucide-react';
import { forumMessages, signInSchema } from '@orisun/api';
import { Button, Modal, Stack, TextField, useToast } from '@orisun/ui';
import { forumSignedIn } from '../../api/forum.ts';
import { NotAdminError, useSignIn } from '../../api/session.ts';
import { forumAdminLogin as copy, forumThread } from '../../content/forum.ts';
import { AlertCard } from '../../forms/AlertCard.tsx';
import { useApiForm } from '../../forms/useApiForm.ts';
import { failureText } from '../../forms/failureText.ts';

/** The fields, in the order of the form (a 400's issues are shown on them). */
const signInFields = ['email', 'password'] as const;

export interface AdminLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The Admin Portal (docs/product.md §2.13; docs/adr/0008-staff-roles-and-sessions.md: a real sign-in, `POST /api/auth/sign-in`): Admin Email,
 * Password, Cancel, Login (off while either is empty or while signing in). A wrong password shows the server's
 * 'Invalid email or password' in the dialog; a staff account that is not a forum admin is told so and signed
 * out again. Signed in: 'Admin Logged In Successfully'. Loaded on demand (its own chunk).
 */
export default function AdminLoginDialog({ open, onOpenChange, returnFocusTo }: AdminLoginDialogProps) {
  const formId = useId();
  const signIn = useSignIn({ adminOnly: true, onSignedIn: forumSignedIn });
  const { toast } = useToast();
  const {
    control,
    register,
    setValue,
    submit,
    result: problem,
    setResult: setProblem,
    resultRef,
    formState: { errors },
  } = useApiForm({
    schema: signInSchema,
    mutation: signIn,
    fields: signInFields,
    defaultValues: { email: '', password: '' },
    onSuccess: () => {
      setValue('password', '');
      onOpenChange(false);
      toast({ type: 'success', title: forumMessages.adminLoggedIn });
    },
    // The refusal in the dialog (it takes focus), the password emptied to type again.
    onFailure: (_outcome, _credentials, error) => {
      setValue('password', '');
      return error instanceof NotAdminError ? copy.notAdmin : failureText(error, forumThread);
    },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const ready = (email ?? '').trim() !== '' && (password ?? '') !== '';

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setProblem(null);
      }}
    >
      <Modal.Content
        title={copy.title}
        description={copy.description}
        size="sm"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <Modal.Body>
          <form
            id={formId}
            aria-label={copy.title}
            noValidate
            onSubmit={(event) => {
              if (ready && !signIn.isPending) void submit(event);
              else event.preventDefault();
            }}
          >
            <Stack space="5">
              <TextField label={copy.email} type="email" required autoComplete="username" error={errors.email?.message} {...register('email')} />
              <TextField
                label={copy.password}
                type="password"
                required
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              {problem && <AlertCard ref={resultRef} title={copy.failedTitle} detail={problem} />}
            </Stack>
          </form>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="ghost" tone="neutral">
              {copy.cancel}
            </Button>
          </Modal.Close>
          <Button type="submit" form={formId} icon={<LogIn />} disabled={!ready || signIn.isPending} loading={signIn.isPending}>
            {signIn.isPending ? copy.submitting : copy.submit}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
