import { services } from '../../content/services.ts';
import { ServiceCard } from './ServiceCard.tsx';

/** One service card with its detail dialog, by the service's id: an island (its props are the page's JSON). */
export default function ServiceCardIsland({ id, highlighted }: { id: string; highlighted: boolean }) {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`ServiceCardIsland: no service ${id}`);
  return <ServiceCard service={service} highlighted={highlighted} />;
}
