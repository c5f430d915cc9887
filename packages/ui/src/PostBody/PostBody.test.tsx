import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostBody, type PostBodySegment } from './PostBody.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const segments: PostBodySegment[] = [
  { kind: 'text', text: 'First line\nSecond line, see ' },
  { kind: 'link', text: 'example.com/docs', href: 'https://example.com/docs' },
  { kind: 'text', text: ' and <b>not bold</b> & more.' },
];

describe('PostBody', () => {
  it('shows the text with its line breaks and the addresses as links with the user-content rel', () => {
    render(<PostBody segments={segments} />);
    const body = document.querySelector('[data-component="PostBody"]')!;
    expect(body.textContent).toBe('First line\nSecond line, see example.com/docs and <b>not bold</b> & more.');
    const link = screen.getByRole('link', { name: 'example.com/docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).not.toHaveAttribute('target');
  });

  it('never renders markup from a post: tags stay text', () => {
    const html = renderToStaticMarkup(<PostBody segments={[{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]} />);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    render(<PostBody segments={segments} />);
    expect(document.querySelector('b')).toBeNull();
  });

  it('renders nothing inside for an empty post and passes className and style to the root', () => {
    render(<PostBody segments={[]} className="mine" style={{ maxWidth: 100 }} data-testid="b" />);
    const body = screen.getByTestId('b');
    expect(body).toBeEmptyDOMElement();
    expect(body.className).toContain('mine');
    expect(body).toHaveStyle({ maxWidth: '100px' });
  });

  it('links are reachable with Tab', async () => {
    render(<PostBody segments={segments} />);
    await userEvent.setup().tab();
    expect(screen.getByRole('link')).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<PostBody segments={segments} />);
    await expectNoAxeViolations(container);
  });
});
