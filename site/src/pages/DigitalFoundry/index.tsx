import { digitalFoundry } from '../../content/digitalFoundry.ts';
import { AffiliateDetail } from '../Affiliates/AffiliateDetail.tsx';

/** `/digital-foundry`: the page of Digital Foundry (content in `content/digitalFoundry.ts`). */
export default function DigitalFoundryPage() {
  return <AffiliateDetail page={digitalFoundry} />;
}
