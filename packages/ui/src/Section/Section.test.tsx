import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { describe, expect, it } from 'vitest';
import { Section, sectionBackgrounds } from './Section.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Section', () => {
  it('is a region landmark named by its h2 heading', () => {
    render(
      <Section heading="Our story">
        <p>Founded in Lagos.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Our story' });
    const heading = within(region).getByRole('heading', { level: 2, name: 'Our story' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('data-component', 'Section');
    expect(heading.id).not.toBe('');
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(within(region).getByText('Founded in Lagos.')).toBeInTheDocument();
  });

  it('takes the heading level and a given heading id', () => {
    render(
      <Section heading="Engineering roles" headingLevel={3} headingId="roles-engineering">
        Roles
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Engineering roles' });
    expect(heading).toHaveAttribute('id', 'roles-engineering');
    expect(screen.getByRole('region', { name: 'Engineering roles' })).toHaveAttribute('aria-labelledby', 'roles-engineering');
  });

  it('gives two sections on one page distinct heading ids', () => {
    render(
      <>
        <Section heading="Benefits">A</Section>
        <Section heading="Open roles">B</Section>
      </>,
    );
    const [first, second] = screen.getAllByRole('region');
    expect(first).toHaveAccessibleName('Benefits');
    expect(second).toHaveAccessibleName('Open roles');
    expect(first!.getAttribute('aria-labelledby')).not.toBe(second!.getAttribute('aria-labelledby'));
  });

  it('shows the intro right under the heading, then the content in order', () => {
    render(
      <Section heading="Why choose us" intro="Six reasons.">
        <p>First block</p>
        <p>Second block</p>
      </Section>,
    );
    const texts = screen.getAllByText(/Why choose us|Six reasons\.|First block|Second block/).map((el) => el.textContent);
    expect(texts).toEqual(['Why choose us', 'Six reasons.', 'First block', 'Second block']);
    expect(screen.getByText('Six reasons.').tagName).toBe('P');
  });

  it('passes id, class, style and attributes to the section, and keeps its own label', () => {
    render(
      <Section heading="Get in touch" id="CTA" className="mine" style={{ scrollMarginTop: '4rem' }} data-testid="band">
        Body
      </Section>,
    );
    const region = screen.getByTestId('band');
    expect(region).toHaveAttribute('id', 'CTA');
    expect(region).toHaveClass('mine');
    expect(region).toHaveStyle({ scrollMarginTop: '4rem' });
    expect(region).toHaveAccessibleName('Get in touch');
  });

  it.each(sectionBackgrounds)('has no axe violations on the %s background', async (background) => {
    const { container } = render(
      <main>
        <Section heading="Principles" intro="What we hold to." background={background} width="narrow" align="center">
          <p>Ship small, ship often.</p>
        </Section>
      </main>,
    );
    await expectNoAxeViolations(container);
  });

  it('server-renders valid HTML', async () => {
    const html = renderToStaticMarkup(
      <main>
        <Section heading="Leadership" headingId="team-leadership" background="surface">
          <p>People</p>
        </Section>
      </main>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
