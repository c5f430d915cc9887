import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Text', () => {
  it('renders a paragraph by default and the requested element otherwise', () => {
    render(
      <>
        <Text>Paragraph</Text>
        <Text as="time" dateTime="2025-01-01">1 January</Text>
      </>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('1 January')).toHaveAttribute('datetime', '2025-01-01');
  });

  it('marks status tones with data-tone so tone colours apply', () => {
    render(<Text tone="critical">Payment failed</Text>);
    expect(screen.getByText('Payment failed')).toHaveAttribute('data-tone', 'critical');
  });

  it('keeps the full text available when truncated to a number of lines', () => {
    render(<Text maxLines={2} style={{ color: 'red' }}>A long excerpt of a forum thread that goes on.</Text>);
    const text = screen.getByText('A long excerpt of a forum thread that goes on.');
    expect(text.style.color).toBe('red');
    expect(Array.from(text.style).some((p) => p.startsWith('--'))).toBe(true);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Text tone="muted" size="sm">Updated 2 hours ago</Text>);
    await expectNoAxeViolations(container);
  });
});
