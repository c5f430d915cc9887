/**
 * A ticket's reply box as an island on intent (`<Island load="intent" name="TicketReplyForm">` in CustomerTicket.tsx):
 * the server renders it in the signed-in page, readable at once; its code (react-hook-form with the zod resolver, the
 * attachments field, the checked reply call) loads when the customer heads for it, off the page's first load.
 */
export { TicketReplyForm as default } from './TicketReplyForm.tsx';
