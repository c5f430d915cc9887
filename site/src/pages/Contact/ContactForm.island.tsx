/** The ContactForm as an island on intent (`<Island load="intent" name="ContactForm">`): its code loads when the visitor heads for it. */
export { default } from './ContactForm.tsx';
