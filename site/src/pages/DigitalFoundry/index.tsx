import { AffiliateDetail } from '../Affiliates/AffiliateDetail.tsx';

/** `/digital-foundry`: the page of Digital Foundry (content in `content/affiliates.ts`). */
export default function DigitalFoundryPage() {
  return <AffiliateDetail affiliateId="digital-foundry" />;
}
