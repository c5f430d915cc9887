import { supportContacts, supportForm, urgencyOptions } from '../../content/support.ts';
import { formIsland } from '../../forms/formIsland.tsx';

/** The support form, its code loaded when the visitor heads for it (the prerendered form shows until then). */
const ContactSupportForm = formIsland('support', () => import('./ContactSupportForm.tsx'));

/** The support form with the page's copy: an island. */
export default function ContactSupportIsland() {
  return <ContactSupportForm copy={supportForm} urgencies={urgencyOptions} contacts={supportContacts} />;
}
