import { Rocket } from 'lucide-react';
import { developerPortal } from '../../content/developers.ts';
import { SubscribeForm } from '../../forms/SubscribeForm.tsx';

/** 'Get Early Access': the Developer Portal waitlist (`POST /subscribe`, list `developer-portal`). */
export function WaitlistForm() {
  return <SubscribeForm list="developer-portal" copy={developerPortal.waitlist} icon={<Rocket />} name="WaitlistForm" />;
}
