import { Mail } from 'lucide-react';
import { Button, ButtonLink, Modal, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { teamApplication } from '../../content/team.ts';

/**
 * "Join Our Team": for now explains how to apply by e-mail. The application form (name, e-mail,
 * role, message, resume) goes in this dialog's body next.
 */
export function TeamApplicationDialog({ triggerLabel }: { triggerLabel: string }) {
  const mailto = `mailto:${brand.mailboxes.careers}?subject=${encodeURIComponent(teamApplication.emailSubject)}`;
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button size="lg">{triggerLabel}</Button>
      </Modal.Trigger>
      <Modal.Content title={teamApplication.title} description={teamApplication.description}>
        <Modal.Body>
          <Stack as="ol" space="3">
            {teamApplication.steps.map((step) => (
              <Text key={step}>{step}</Text>
            ))}
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="ghost">{teamApplication.closeLabel}</Button>
          </Modal.Close>
          <ButtonLink href={teamApplication.careersHref} variant="outline">
            {teamApplication.careersLabel}
          </ButtonLink>
          <ButtonLink href={mailto} icon={<Mail />}>
            {teamApplication.emailLabel}
          </ButtonLink>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
