import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Reveal } from './Reveal.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Reveal', () => {
  it('renders its content visibly, with the component attribute and the chosen element', () => {
    render(
      <ul>
        <Reveal as="li" className="extra">
          Tailored Solutions
        </Reveal>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Tailored Solutions');
    expect(item).toHaveAttribute('data-component', 'Reveal');
    expect(item).toHaveClass('extra');
    expect(item).toBeVisible();
  });

  it('server-renders the content with no inline style that hides it', () => {
    const html = renderToString(<Reveal>Visible without JavaScript</Reveal>);
    expect(html).toContain('Visible without JavaScript');
    expect(html).not.toMatch(/style=|hidden|opacity/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Reveal as="section" aria-label="Why choose us">
        <p>Content</p>
      </Reveal>,
    );
    await expectNoAxeViolations(container);
  });
});
