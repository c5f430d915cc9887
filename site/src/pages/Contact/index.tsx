import { useCallback, useState } from 'react';
import { Grid, PageHero, Section } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { contactHero, contactSection, officeSlug } from '../../content/contact.ts';
import type { Office } from '../../content/brand.ts';
import { formIsland } from '../../forms/formIsland.tsx';
import { OfficePanel } from './OfficePanel.tsx';

/** The message form, its code loaded when the visitor heads for it (the prerendered form shows until then). */
const ContactForm = formIsland('contact', () => import('./ContactForm.tsx'));

/**
 * `/contact` (the spec's Global Offices screen): the message form on the left, the office panel
 * on the right (stacked on phones, form first). Choosing an office in the form also shows that
 * office's tab in the panel.
 */
export default function ContactPage() {
  const [officeTab, setOfficeTab] = useState(officeSlug(brand.offices[0]));
  // Stable, so a tab chosen before the form is hydrated does not re-render (and drop) its prerendered HTML.
  const showOffice = useCallback((office: Office) => setOfficeTab(officeSlug(office)), []);
  return (
    <>
      <PageHero headingId="contact-title" eyebrow={contactHero.eyebrow} heading={contactHero.heading} intro={contactHero.intro} />
      <Section headingId="contact-offices" heading={contactSection.heading}>
        <Grid columns={{ mobile: 1, desktop: 2 }} space="6">
          <ContactForm onOfficeChange={showOffice} />
          <OfficePanel value={officeTab} onValueChange={setOfficeTab} />
        </Grid>
      </Section>
    </>
  );
}
