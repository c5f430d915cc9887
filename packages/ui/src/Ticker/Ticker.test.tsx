import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { Ticker } from './Ticker.tsx';

const items = [
  { label: 'React', href: 'https://react.dev' },
  { label: 'Node.js', href: 'https://nodejs.org' },
  { label: 'Python', href: 'https://www.python.org' },
];

describe('Ticker', () => {
  it('gives assistive tech one labelled list of links; the loop copy is hidden and unfocusable', async () => {
    const { container } = render(<Ticker items={items} label="Partners" />);
    const list = screen.getByRole('list', { name: 'Partners' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['React', 'Node.js', 'Python']);
    expect(links[0]).toHaveAttribute('href', 'https://react.dev');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(3);

    const copy = container.querySelector('[data-part="Copy"]');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    for (const a of copy!.querySelectorAll('a')) expect(a).toHaveAttribute('tabindex', '-1');
    await expectNoAxeViolations(container);
  });

  it('sets the loop duration and pauses with the button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Ticker items={items} label="Partners" duration={20} pauseLabel="Pause partners" />);
    const root = container.querySelector<HTMLElement>('[data-component="Ticker"]')!;
    expect(root.getAttribute('style')).toMatch(/--[\w-]+: 20s/);
    const pause = screen.getByRole('button', { name: 'Pause partners' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveAttribute('data-paused', 'true');
  });
});
