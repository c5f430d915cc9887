import { Check, FileText, Mail, MessageCircle } from 'lucide-react';
import { Button, ButtonLink, Icon, Inline, Modal, Stack, Text } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { mailtoWith, projectBrief } from '../../content/home.ts';

/**
 * 'Complete Project Brief': the button and its dialog. Until the brief form exists, the dialog
 * tells the visitor how to send a brief today (e-mail with a prefilled subject, or WhatsApp).
 * The form goes in this component.
 */
export function ProjectBriefDialog() {
  const chatHref = `${brand.external.chat}?text=${encodeURIComponent(projectBrief.chatText)}`;
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button size="lg" icon={<FileText />}>
          {projectBrief.title}
        </Button>
      </Modal.Trigger>
      <Modal.Content title={projectBrief.title} description={projectBrief.description}>
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
