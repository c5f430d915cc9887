/** The SupportForm as an island on intent (`<Island load="intent" name="SupportForm">`): its code loads when the visitor heads for it. */
export { default } from './SupportForm.tsx';
