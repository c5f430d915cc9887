/** The SubscribeForm as an island on intent (`<Island load="intent" name="SubscribeForm">`): its code loads when the visitor heads for it. */
export { default } from './SubscribeForm.tsx';
