import { orisunLabs } from '../../content/orisunLabs.ts';
import { AffiliateDetail } from '../Affiliates/AffiliateDetail.tsx';

/** `/orisun-labs`: the page of Orisun Labs (content in `content/orisunLabs.ts`). */
export default function OrisunLabsPage() {
  return <AffiliateDetail page={orisunLabs} />;
}
