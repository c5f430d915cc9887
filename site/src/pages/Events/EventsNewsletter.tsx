import { Section, Text } from '@orisun/ui';
import { eventsPage } from '../../content/events.ts';

/**
 * SLOT: the events page's newsletter block (spec section 2). The subscribe form (`POST /subscribe`,
 * spec sections 7 and 8: 201 shown as an error-style toast with the message, other success as a
 * success toast, failure 'Error subscribing: ...') is built on another branch and wired in here
 * after the merge: replace the `pending` line with the form. The heading and text stay.
 */
export function EventsNewsletter() {
  const { newsletter } = eventsPage;
  return (
    <Section heading={newsletter.heading} headingId="events-newsletter" intro={newsletter.body} background="accentSoft" width="narrow" space="4">
      <Text data-slot="newsletter-form">{newsletter.pending}</Text>
    </Section>
  );
}
