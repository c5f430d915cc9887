/**
 * The ticket page's sign-in form as an island on intent (`<Island load="intent" name="TicketSignInForm">` in
 * TicketPage.tsx): its prerendered HTML reads and fills at once, its code (react-hook-form with the zod resolver, the
 * fields) loads when the visitor heads for it, off the page's first load.
 */
export { TicketSignInForm as default } from './TicketSignInForm.tsx';
