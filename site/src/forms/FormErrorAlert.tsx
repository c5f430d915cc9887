import type { Ref } from 'react';
import { Mail } from 'lucide-react';
import { ButtonLink } from '@orisun/ui';
import { AlertCard } from './AlertCard.tsx';

export interface FormErrorAlertProps {
  /** Takes focus when the alert appears (so it is read and the visitor is where it is). */
  ref?: Ref<HTMLElement>;
  title: string;
  /** What happened, in one sentence. */
  reason: string;
  /** What became of what was typed ("still in the form ..."). */
  kept: string;
  /** The e-mail fallback: a `mailto:` link with what was sent. */
  emailHref: string;
  emailLabel: string;
}

/**
 * The alert an on-page form shows when sending failed (not for problems with fields, which show on
 * the fields): what happened, that what was typed is kept, and a link to send it by e-mail instead.
 */
export function FormErrorAlert({ ref, title, reason, kept, emailHref, emailLabel }: FormErrorAlertProps) {
  return (
    <AlertCard ref={ref} title={title} detail={`${reason} ${kept}`}>
      <div>
        <ButtonLink href={emailHref} variant="outline" icon={<Mail />}>
          {emailLabel}
        </ButtonLink>
      </div>
    </AlertCard>
  );
}
