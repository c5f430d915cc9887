/** The ContactSupportForm as an island on intent (`<Island load="intent" name="ContactSupportForm">`): its code loads when the visitor heads for it. */
export { default } from './ContactSupportForm.tsx';
