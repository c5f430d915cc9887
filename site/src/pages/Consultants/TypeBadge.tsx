import { Badge } from '@orisun/ui';
import { consultantsPage, type Consultant } from '../../content/consultants.ts';

const { card } = consultantsPage;

/** "Orisun Software team" or "External expert". */
export function TypeBadge({ consultant }: { consultant: Consultant }) {
  return consultant.isCompanyMember ? <Badge tone="accent">{card.companyBadge}</Badge> : <Badge tone="neutral">{card.externalBadge}</Badge>;
}
