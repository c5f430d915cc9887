/** The EventReservationForm as an island on intent (`<Island load="intent" name="EventReservationForm">`): its code loads when the visitor heads for it. */
export { default } from './EventReservationForm.tsx';
