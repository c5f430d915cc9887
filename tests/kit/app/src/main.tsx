// The composed example of the kit's "Getting started" page, as an app outside the workspace builds it: the one
// stylesheet, the theme class on <html> (dark with `?mode=dark`), the providers at the root, then components.
import '@orisun/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { colorModeAttribute, themeClass } from '@orisun/tokens';
import {
  Accordion,
  Button,
  Container,
  Heading,
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

const mode = new URLSearchParams(window.location.search).get('mode');
document.documentElement.classList.add(themeClass);
if (mode === 'dark' || mode === 'light') document.documentElement.setAttribute(colorModeAttribute, mode);

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
  return <Button onClick={() => toast({ title: 'Settings saved', description: 'Your notification settings are saved.', type: 'success' })}>Save settings</Button>;
}

function BriefDialog() {
  const [sent, setSent] = useState(false);
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button variant="outline">Send a brief</Button>
      </Modal.Trigger>
      <Modal.Content title="Send a project brief" description="We reply within two working days.">
        <Modal.Body>
          <Stack space="4">
            <TextField label="Name" autoComplete="name" />
            {sent ? <Text>Thank you.</Text> : null}
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

function App() {
  return (
    <UiProvider>
      <ToastProvider>
        <Container>
          <main>
            <Stack space="6">
              <Heading level={1}>Support at a glance</Heading>
              <Stack space="3">
                <SaveButton />
                <BriefDialog />
              </Stack>
              <Tabs.Root defaultValue="open">
                <Tabs.List aria-label="Tickets">
                  <Tabs.Trigger value="open">Open</Tabs.Trigger>
                  <Tabs.Trigger value="resolved">Resolved</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="open">
                  <TicketCard ticket={ticket} headingLevel={2} />
                </Tabs.Content>
                <Tabs.Content value="resolved">
                  <Text>No resolved tickets this week.</Text>
                </Tabs.Content>
              </Tabs.Root>
              <Accordion.Root headingLevel={2}>
                <Accordion.Item value="hours">
                  <Accordion.Trigger>When does support answer?</Accordion.Trigger>
                  <Accordion.Content>Monday to Friday, 8:00 to 18:00 West Africa Time.</Accordion.Content>
                </Accordion.Item>
              </Accordion.Root>
            </Stack>
          </main>
        </Container>
      </ToastProvider>
    </UiProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
