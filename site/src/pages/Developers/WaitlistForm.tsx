import { Rocket } from 'lucide-react';
import { developerPortal } from '../../content/developers.ts';
import { Island } from '../../islands/Island.tsx';
import type { SubscribeFormProps } from '../../forms/SubscribeForm.tsx';


/** Made once: the form is an island, whose props stay the same from render to render. */
const rocketIcon = <Rocket />;

/** 'Get Early Access': the Developer Portal waitlist (`POST /subscribe`, list `developer-portal`). */
export function WaitlistForm() {
  return <Island<SubscribeFormProps> load="intent" name="SubscribeForm" props={{ list: 'developer-portal', copy: developerPortal.waitlist, icon: rocketIcon, name: 'WaitlistForm' }} />;
}
