import { supportContacts, supportForm, urgencyOptions } from '../../content/support.ts';
import { Island } from '../../islands/Island.tsx';


/** The support form with the page's copy: an island. */
export default function SupportIsland() {
  return <Island load="intent" name="SupportForm" props={{ copy: supportForm, urgencies: urgencyOptions, contacts: supportContacts }} />;
}
