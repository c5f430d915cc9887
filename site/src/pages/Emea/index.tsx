import { emea } from '../../content/emea.ts';
import { AffiliateDetail } from '../Affiliates/AffiliateDetail.tsx';

/** `/emea`: the page of the EMEA Partner Network (content in `content/emea.ts`). */
export default function EmeaPage() {
  return <AffiliateDetail page={emea} />;
}
