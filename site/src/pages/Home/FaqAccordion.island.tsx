import { Accordion, Text } from '@orisun/ui';
import { homeFaq } from '../../content/home.ts';

/** The FAQ's questions: one answer open at a time; clicking the open question closes it. An island. */
export default function FaqAccordion() {
  return (
    <Accordion.Root headingLevel={3}>
      {homeFaq.entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Accordion.Trigger>{entry.question}</Accordion.Trigger>
          <Accordion.Content>
            <Text>{entry.answer}</Text>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
