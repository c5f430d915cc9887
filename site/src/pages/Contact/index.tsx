import { useState } from 'react';
import { Grid, PageHero, Section } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { contactHero, contactSection, officeSlug } from '../../content/contact.ts';
import { ContactForm } from './ContactForm.tsx';
import { OfficePanel } from './OfficePanel.tsx';

/**
 * `/contact` (the spec's Global Offices screen): the message form on the left, the office panel
 * on the right (stacked on phones, form first). Choosing an office in the form also shows that
 * office's tab in the panel.
 */
export default function ContactPage() {
  const [officeTab, setOfficeTab] = useState(officeSlug(brand.offices[0]));
  return (
    <>
      <PageHero headingId="contact-title" eyebrow={contactHero.eyebrow} heading={contactHero.heading} intro={contactHero.intro} />
      <Section headingId="contact-offices" heading={contactSection.heading}>
        <Grid columns={{ mobile: 1, desktop: 2 }} space="6">
          <ContactForm onOfficeChange={(office) => setOfficeTab(officeSlug(office))} />
          <OfficePanel value={officeTab} onValueChange={setOfficeTab} />
        </Grid>
      </Section>
    </>
  );
}
