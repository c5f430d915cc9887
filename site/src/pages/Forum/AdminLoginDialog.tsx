import { useId, useState, type RefObject } from 'react';
import { LogIn } from 'lucide-react';
import { forumMessages } from '@orisun/api';
import { Button, Modal, Stack, TextField, useToast } from '@orisun/ui';
import { forumSignedIn } from '../../api/forum.ts';
import { NotAdminError, useSignIn } from '../../api/session.ts';
import { forumAdminLogin as copy, forumThread } from '../../content/forum.ts';
import { AlertCard } from '../../forms/AlertCard.tsx';
import { failureText } from '../../forms/failureText.ts';

export interface AdminLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The Admin Portal (spec section 2; decisions.md: a real sign-in, `POST /api/auth/sign-in`): Admin Email,
 * Password, Cancel, Login (off while either is empty or while signing in). A wrong password shows the server's
 * 'Invalid email or password' in the dialog; a staff account that is not a forum admin is told so and signed
 * out again. Signed in: 'Admin Logged In Successfully'. Loaded on demand (its own chunk).
 */
export default function AdminLoginDialog({ open, onOpenChange, returnFocusTo }: AdminLoginDialogProps) {
  const formId = useId();
  const signIn = useSignIn({ adminOnly: true, onSignedIn: forumSignedIn });
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ready = email.trim() !== '' && password !== '';

  const submit = () => {
    if (!ready || signIn.isPending) return;
    setProblem(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setPassword('');
          onOpenChange(false);
          toast({ type: 'success', title: forumMessages.adminLoggedIn });
        },
        onError: (error) => {
          setPassword('');
          setProblem(error instanceof NotAdminError ? copy.notAdmin : failureText(error, forumThread));
        },
      },
    );
  };

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
              event.preventDefault();
              submit();
            }}
          >
            <Stack space="5">
              <TextField label={copy.email} type="email" required autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
              <TextField
                label={copy.password}
                type="password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              {problem && <AlertCard takeFocus title={copy.failedTitle} detail={problem} />}
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
