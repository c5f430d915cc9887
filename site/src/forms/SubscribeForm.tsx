import { useRef, useSyncExternalStore, type ReactElement } from 'react';
import * as m from '#messages';
import { honeypotFieldName, subscribeSchema, type SubscriptionList, z } from '@orisun/api';
import { Button, Stack, Text, TextField, useToast } from '@orisun/ui';
import { useSubscribe } from '../api/subscriptions.ts';
import { Providers } from '../app/Providers.tsx';
import { FormHoneypot } from './FormHoneypot.tsx';
import { useApiForm } from './useApiForm.ts';

const noop = () => () => {};

/** What the visitor fills in: the address (the list comes from the page), and the honeypot. */
const subscribeFields = z.pick(subscribeSchema, { email: true, [honeypotFieldName]: true });

/** The words of one subscribe form (content modules hold them). */
export interface SubscribeFormCopy {
  /** The form's accessible name (it is a form landmark). */
  formLabel: string;
  emailLabel: string;
  emailHint: string;
  submitLabel: string;
  submittingLabel: string;
  /** The red toast's title when subscribing fails (docs/product.md §3.5); the reason follows. */
  errorTitle: string;
  /** Shown when the page runs without JavaScript. */
  noscript: string;
  honeypotLabel: string;
}

export interface SubscribeFormProps {
  /** The mailing list: `developer-portal` (the waitlist) or `newsletter` (events). */
  list: SubscriptionList;
  copy: SubscribeFormCopy;
  /** The submit button's icon (made once, outside the page's render: the form is an intent island). */
  icon?: ReactElement;
  /** `data-component` of the form, for tests. */
  name?: string;
}

/**
 * Puts an e-mail address on a mailing list (`POST /subscribe`): the Developer Portal waitlist's
 * 'Get Early Access' and the events newsletter. The address is checked with the API's own schema
 * first and a problem is explained under the field until the address is edited. The server's
 * answer shows as a toast: 200 its message (success) and the field empties; 201, already on the
 * list, its message error-style (the spec's contract); a failure 'Error subscribing' with the reason
 * in red (docs/product.md §3.5). A hidden `website` field catches robots.
 *
 * `useApiForm` with the shared schema and a TanStack mutation, like every form of the site.
 * Pages show it through an `<Island load="intent">`, so this code loads when the visitor heads for the form. Without JavaScript the form cannot send: its button stays
 * disabled and a `<noscript>` line says what to do instead.
 */
export function SubscribeForm(props: SubscribeFormProps) {
  return (
    <Providers>
      <SubscriptionForm {...props} />
    </Providers>
  );
}
export default SubscribeForm;

function SubscriptionForm({ list, copy, icon, name = 'SubscribeForm' }: SubscribeFormProps) {
  const { toast } = useToast();
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  const subscribe = useSubscribe();
  /** One request at a time (a second click or Enter while the server answers). */
  const busy = useRef(false);
  const {
    register,
    reset,
    clearErrors,
    submit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: subscribeFields,
    // The list comes from the page.
    mutation: { mutateAsync: (fields: z.output<typeof subscribeFields>) => subscribe.mutateAsync({ ...fields, list }) },
    fields: ['email'],
    reValidateMode: 'onSubmit',
    onSuccess: ({ status, message }) => {
      if (status === 201) {
        toast({ type: 'error', title: message });
      } else {
        reset();
        toast({ type: 'success', title: message });
      }
    },
    onFailure: (failure, _fields, error) => {
      console.error(`The ${list} subscription failed:`, error);
      const reason = failure.message || (error instanceof Error && error.message) || m.forms_subscribeFailureFallback();
      toast({ type: 'error', title: copy.errorTitle, description: reason });
    },
  });

  return (
    <form
      noValidate
      aria-label={copy.formLabel}
      data-component={name}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy.current) return;
        busy.current = true;
        void submit(event).finally(() => (busy.current = false));
      }}
    >
      <Stack space="4">
        <TextField
          label={copy.emailLabel}
          hint={copy.emailHint}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          // A problem is explained until the address is edited.
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <FormHoneypot label={copy.honeypotLabel} {...register(honeypotFieldName)} />
        <div>
          {/* `loading` keeps focus on the button (a disabled one would drop it) and ignores clicks meanwhile.
              Disabled in the prerendered page (no JavaScript, no sending) until the form's code is here. */}
          <Button type="submit" size="lg" icon={icon} disabled={!hydrated} loading={isSubmitting} loadingLabel={copy.submittingLabel}>
            {copy.submitLabel}
          </Button>
        </div>
        <noscript>
          <Text tone="muted">{copy.noscript}</Text>
        </noscript>
      </Stack>
    </form>
  );
}
