import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('links to the main landmark by default', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('takes another target and label', async () => {
    const { container } = render(
      <>
        <SkipLink href="#results">Skip to results</SkipLink>
        <main id="results" tabIndex={-1}>Results</main>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveAttribute('href', '#results');
    await expectNoAxeViolations(container);
  });
});
