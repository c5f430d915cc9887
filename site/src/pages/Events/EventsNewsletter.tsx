import { Mail } from 'lucide-react';
import { Section } from '@orisun/ui';
import { eventsPage } from '../../content/events.ts';
import { Island } from '../../islands/Island.tsx';
import type { SubscribeFormProps } from '../../forms/SubscribeForm.tsx';


/** Made once: the form is an island, whose props stay the same from render to render. */
const mailIcon = <Mail />;

/**
 * The events page's newsletter block (docs/product.md §2.5): `POST /subscribe` to the `newsletter` list.
 * 200 shows the server's message as a success toast, 201 (already subscribed) error-style, a
 * failure 'Error subscribing' with the reason (docs/product.md §3.5).
 */
export function EventsNewsletter() {
  const { newsletter } = eventsPage;
  return (
    <Section heading={newsletter.heading} headingId="events-newsletter" intro={newsletter.body} background="accentSoft" width="narrow" space="4">
      <Island<SubscribeFormProps> load="intent" name="SubscribeForm" props={{ list: 'newsletter', copy: newsletter.form, icon: mailIcon, name: 'NewsletterForm' }} />
    </Section>
  );
}
