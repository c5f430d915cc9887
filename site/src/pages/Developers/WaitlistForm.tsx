import { Rocket } from 'lucide-react';
import { developerPortal } from '../../content/developers.ts';
import { formIsland } from '../../forms/formIsland.tsx';
import type { SubscribeFormProps } from '../../forms/SubscribeForm.tsx';

/** The subscribe form, its code loaded when the visitor heads for it (the prerendered form shows until then). */
const SubscribeFormIsland = formIsland<SubscribeFormProps>('waitlist', () => import('../../forms/SubscribeForm.tsx'));

/** Made once: the form is an island, whose props stay the same from render to render. */
const rocketIcon = <Rocket />;

/** 'Get Early Access': the Developer Portal waitlist (`POST /subscribe`, list `developer-portal`). */
export function WaitlistForm() {
  return <SubscribeFormIsland list="developer-portal" copy={developerPortal.waitlist} icon={rocketIcon} name="WaitlistForm" />;
}
