import { Ticker } from '@orisun/ui';
import * as m from '#messages';
import { partners, partnerTickerSeconds } from '../content/partnerTicker.ts';

const tickerItems = partners.map((p) => ({ label: p.name, href: p.href }));

/** The footer's scrolling list of partners; an island for its pause button. The words are the `partnerTicker` messages. */
export default function PartnerTicker() {
  return <Ticker items={tickerItems} label={m.partnerTicker_label()} duration={partnerTickerSeconds} pauseLabel={m.partnerTicker_pauseLabel()} />;
}
