import type { RefObject } from 'react';
import { Check, Mail, MessageCircle } from 'lucide-react';
import { Button, ButtonLink, Icon, Inline, Modal, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { mailtoWith, projectBrief } from '../../content/home.ts';

export interface ProjectBriefDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the button that opened it (there is no Modal.Trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The 'Complete Project Brief' dialog. Until the brief form exists, it tells the visitor how to
 * send a brief today (e-mail with a prefilled subject, or WhatsApp). The form goes in here.
 * Loaded on demand by `ProjectBriefButton`, so the home page's first load carries no dialog code.
 */
export default function ProjectBriefDialog({ open, onOpenChange, returnFocusTo }: ProjectBriefDialogProps) {
  const chatHref = `${brand.external.chat}?text=${encodeURIComponent(projectBrief.chatText)}`;
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={projectBrief.title}
        description={projectBrief.description}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Modal.Body>
          <Stack space="3">
            <Text>{projectBrief.intro}</Text>
            <Stack as="ul" space="2">
              {projectBrief.checklist.map((item) => (
                <Inline key={item} space="2" alignY="top">
                  <Text as="span" tone="positive">
                    <Icon icon={Check} size="sm" />
                  </Text>
                  <Text as="span">{item}</Text>
                </Inline>
              ))}
            </Stack>
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="ghost">{projectBrief.closeLabel}</Button>
          </Modal.Close>
          <ButtonLink href={chatHref} external variant="outline" icon={<MessageCircle />}>
            {projectBrief.chatLabel}
          </ButtonLink>
          <ButtonLink href={mailtoWith(brand.email, projectBrief.emailSubject, projectBrief.emailBody)} icon={<Mail />}>
            {projectBrief.emailLabel}
          </ButtonLink>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
