import { PageHero, Section } from '@orisun/ui';
import { contactHero, contactSection } from '../../content/contact.ts';
import { Island } from '../../islands/Island.tsx';
import ContactOffices from './ContactOffices.island.tsx';

/**
 * `/contact` (the spec's Global Offices screen): the message form on the left, the office panel
 * on the right (stacked on phones, form first). Choosing an office in the form also shows that
 * office's tab in the panel.
 */
export default function ContactPage() {
  return (
    <>
      <PageHero headingId="contact-title" eyebrow={contactHero.eyebrow} heading={contactHero.heading} intro={contactHero.intro} />
      <Section headingId="contact-offices" heading={contactSection.heading}>
        <Island component={ContactOffices} props={{}} />
      </Section>
    </>
  );
}
