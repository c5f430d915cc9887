import { Accordion, Box, Container, Heading, Stack, Text } from '@orisun/ui';
import { homeFaq } from '../../content/home.ts';

/** 'Frequently Asked Questions': one answer open at a time; clicking the open question closes it. */
export function HomeFaq() {
  return (
    <Box as="section" aria-labelledby="home-faq-title" background="sunken" paddingY={{ mobile: '10', desktop: '12' }}>
      <Container width="narrow">
        <Stack space="6">
          <Heading level={2} size="3xl" id="home-faq-title">
            {homeFaq.heading}
          </Heading>
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
        </Stack>
      </Container>
    </Box>
  );
}
