import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { describe, expect, it } from 'vitest';
import { PageHero } from './PageHero.tsx';
import { Stat, StatGroup } from '../Stat/Stat.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('PageHero', () => {
  it('renders the page h1, which names the hero region', () => {
    render(<PageHero heading="Careers" intro="Build software that matters." />);
    const region = screen.getByRole('region', { name: 'Careers' });
    const h1 = within(region).getByRole('heading', { level: 1, name: 'Careers' });
    expect(region).toHaveAttribute('data-component', 'PageHero');
    expect(region).toHaveAttribute('aria-labelledby', h1.id);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(within(region).getByText('Build software that matters.').tagName).toBe('P');
  });

  it('uses a given heading id', () => {
    render(<PageHero heading="Legal" headingId="legal-title" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'legal-title');
    expect(screen.getByRole('region', { name: 'Legal' })).toHaveAttribute('aria-labelledby', 'legal-title');
  });

  it('shows eyebrow, badge, title, intro, actions and extra content in that order', () => {
    const { container } = render(
      <PageHero
        heading="About Orisun"
        eyebrow="Who we are"
        badge="OUR EXPERTISE"
        intro="A software company."
        actions={<a href="/contact">Contact us</a>}
      >
        <StatGroup aria-label="In numbers">
          <Stat value="15+" label="Team Members" />
        </StatGroup>
      </PageHero>,
    );
    const order = ['Who we are', 'OUR EXPERTISE', 'About Orisun', 'A software company.', 'Contact us', 'Team Members'];
    const nodes = order.map((text) => screen.getByText(text));
    for (let i = 1; i < nodes.length; i++) {
      expect(nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText('OUR EXPERTISE')).toHaveAttribute('data-component', 'Badge');
    expect(screen.getByRole('link', { name: 'Contact us' }).closest('[data-part="Actions"]')).not.toBeNull();
    expect(container.querySelector('dl')).toHaveAccessibleName('In numbers');
  });

  it('leaves out the optional parts it is not given', () => {
    const { container } = render(<PageHero heading="Team" />);
    for (const part of ['Eyebrow', 'Badge', 'Actions']) expect(container.querySelector(`[data-part="${part}"]`)).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <PageHero heading="Services" badge="OUR EXPERTISE" intro="Technology that scales." actions={<a href="#CTA">Get started</a>} />
      </main>,
    );
    await expectNoAxeViolations(container);
  });

  it('server-renders valid HTML', async () => {
    const html = renderToStaticMarkup(
      <main>
        <PageHero heading="About" headingId="about-title" eyebrow="Who we are" intro="Intro" actions={<a href="/contact">Contact</a>} />
      </main>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
