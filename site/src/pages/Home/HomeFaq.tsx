import { Accordion, Section, Text } from '@orisun/ui';
import { homeFaq } from '../../content/home.ts';

/** 'Frequently Asked Questions': one answer open at a time; clicking the open question closes it. */
export function HomeFaq() {
  return (
    <Section headingId="home-faq-title" heading={homeFaq.heading} background="sunken" width="narrow">
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
    </Section>
  );
}
