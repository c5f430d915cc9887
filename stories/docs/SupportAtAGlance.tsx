// The composed example of "Getting started": a small support page from the kit's parts, under the two providers an
// app puts at its root. The kit's consumer test (tests/kit) builds this same file in a new Vite app outside this
// repository, from the packed packages, and checks it in Chromium in light and dark mode.
import { useState } from 'react';
import {
  Accordion,
  Button,
  Heading,
  Inline,
  Modal,
  Stack,
  Tabs,
  Text,
  TextField,
  TicketCard,
  ToastProvider,
  UiProvider,
  useToast,
  type TicketCardData,
} from '@orisun/ui';

const ticket: TicketCardData = {
  id: 'p8d2-m4wz',
  reference: 'P8D2-M4WZ',
  subject: 'Invoice for October missing',
  customer: { name: 'Kofi Mensah', email: 'kofi@mensah-logistics.example' },
  urgency: 'medium',
  status: 'in-progress',
  message: 'Hello, I cannot find the October invoice in my account.',
  created: { at: '2026-11-25T07:05:00Z' },
  lastActivity: { at: '2026-11-25T09:40:00Z' },
  assignedTo: 'Billing Team',
  conversation: [
    { id: 'c1', kind: 'staff', author: 'Ada Obi, Billing Team', body: 'It is in your account now, under Invoices.', at: '2026-11-25T09:40:00Z' },
  ],
};

function SaveButton() {
  const { toast } = useToast();
  return (
    <Button onClick={() => toast({ title: 'Settings saved', description: 'Your notification settings are saved.', type: 'success' })}>
      Save settings
    </Button>
  );
}

function BriefDialog() {
  const [sent, setSent] = useState(false);
  return (
    <Modal.Root onOpenChange={() => setSent(false)}>
      <Modal.Trigger asChild>
        <Button variant="outline">Send a brief</Button>
      </Modal.Trigger>
      <Modal.Content title="Send a project brief" description="We reply within two working days.">
        <Modal.Body>
          <Stack space="4">
            <TextField label="Name" autoComplete="name" />
            {sent ? <Text>Thank you: we will be in touch.</Text> : null}
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="outline" tone="neutral">
              Cancel
            </Button>
          </Modal.Close>
          <Button onClick={() => setSent(true)}>Send brief</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/** `level`: the page title's heading level (1 on a page of its own); the parts below take the next one. */
export function SupportAtAGlance({ level = 1 }: { level?: 1 | 2 }) {
  const below = level === 1 ? 2 : 3;
  return (
    <UiProvider>
      <ToastProvider>
        <Stack space="6">
          <Heading level={level}>Support at a glance</Heading>
          <Inline space="3">
            <SaveButton />
            <BriefDialog />
          </Inline>
          <Tabs.Root defaultValue="open">
            <Tabs.List aria-label="Tickets">
              <Tabs.Trigger value="open">Open</Tabs.Trigger>
              <Tabs.Trigger value="resolved">Resolved</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="open">
              <TicketCard ticket={ticket} headingLevel={below} />
            </Tabs.Content>
            <Tabs.Content value="resolved">
              <Text>No resolved tickets this week.</Text>
            </Tabs.Content>
          </Tabs.Root>
          <Accordion.Root headingLevel={below}>
            <Accordion.Item value="hours">
              <Accordion.Trigger>When does support answer?</Accordion.Trigger>
              <Accordion.Content>Monday to Friday, 8:00 to 18:00 West Africa Time.</Accordion.Content>
            </Accordion.Item>
          </Accordion.Root>
        </Stack>
      </ToastProvider>
    </UiProvider>
  );
}
