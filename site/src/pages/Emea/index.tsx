import { AffiliateDetail } from '../Affiliates/AffiliateDetail.tsx';

/** `/emea`: the page of the EMEA Partner Network (content in `content/affiliates.ts`). */
export default function EmeaPage() {
  return <AffiliateDetail affiliateId="emea" />;
}
