import { Section } from '@orisun/ui';
import { homeFaq } from '../../content/home.ts';
import { Island } from '../../islands/Island.tsx';
import FaqAccordion from './FaqAccordion.island.tsx';

/** 'Frequently Asked Questions': one answer open at a time; clicking the open question closes it. */
export function HomeFaq() {
  return (
    <Section headingId="home-faq-title" heading={homeFaq.heading} background="sunken" width="narrow">
      <Island component={FaqAccordion} props={{}} />
    </Section>
  );
}
