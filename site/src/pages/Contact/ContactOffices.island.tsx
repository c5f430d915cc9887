import { useCallback, useState } from 'react';
import { Grid } from '@orisun/ui';
import { brand } from '../../content/brand.ts';
import { officeSlug, preselectedOffice } from '../../content/contact.ts';
import type { Office } from '../../content/brand.ts';
import { Island } from '../../islands/Island.tsx';
import { OfficePanel } from './OfficePanel.tsx';


/**
 * The message form and the office panel (stacked on phones, form first), one island: choosing an office in the form
 * also shows that office's tab in the panel.
 */
export default function ContactOffices() {
  const [officeTab, setOfficeTab] = useState(officeSlug(preselectedOffice ?? brand.offices[0]));
  const showOffice = useCallback((office: Office) => setOfficeTab(officeSlug(office)), []);
  return (
    <Grid columns={{ mobile: 1, desktop: 2 }} space="6">
      <Island load="intent" name="ContactForm" props={{ onOfficeChange: showOffice }} />
      <OfficePanel value={officeTab} onValueChange={setOfficeTab} />
    </Grid>
  );
}
