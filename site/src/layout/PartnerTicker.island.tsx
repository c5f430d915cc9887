import { Ticker } from '@orisun/ui';
import { partners, partnerTickerSeconds } from '../content/partnerTicker.ts';

const tickerItems = partners.map((p) => ({ label: p.name, href: p.href }));

/** The footer's scrolling list of partners; an island for its pause button. */
export default function PartnerTicker() {
  return <Ticker items={tickerItems} label="Technologies and partners we work with" duration={partnerTickerSeconds} pauseLabel="Pause the partner list" />;
}
