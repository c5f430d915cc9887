import { AffiliateDetail } from '../Affiliates/AffiliateDetail.tsx';

/** `/orisun-labs`: the page of Orisun Labs (content in `content/affiliates.ts`). */
export default function OrisunLabsPage() {
  return <AffiliateDetail affiliateId="orisun-labs" />;
}
