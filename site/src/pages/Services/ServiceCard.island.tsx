import type { ServiceDetail } from '../../content/services.ts';
import { ServiceCard } from './ServiceCard.tsx';

/**
 * One service card with its detail dialog: an island whose props (the page's JSON) carry the service's words, so the
 * island's code carries none of the six services' (most of them are on the page already, which compresses them away;
 * in the code they cost every visitor of `/services` 1-2 KB, more in French).
 */
export default function ServiceCardIsland({ service, highlighted }: { service: ServiceDetail; highlighted: boolean }) {
  return <ServiceCard service={service} highlighted={highlighted} />;
}
