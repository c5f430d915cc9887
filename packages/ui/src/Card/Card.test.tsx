import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card, CardButton, CardLink } from './Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { UiProvider, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Card', () => {
  it('renders the requested element with tone, class and attributes on the root', () => {
    render(
      <Card as="article" tone="accent" className="mine" aria-label="Pinned">
        Body
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Pinned' });
    expect(card).toHaveAttribute('data-component', 'Card');
    expect(card).toHaveAttribute('data-tone', 'accent');
    expect(card).toHaveClass('mine');
  });

  it('a CardLink names the link by the title only and goes through the link component', async () => {
    const go = vi.fn();
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a
        href={href}
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          go(href);
        }}
      >
        {children}
      </a>
    );
    render(
      <UiProvider linkComponent={RouterLink}>
        <Card as="article">
          <Heading level={3}>
            <CardLink href="/projects/agritech">AgriTech marketplace</CardLink>
          </Heading>
          <p>A marketplace for farmers in Oyo State.</p>
        </Card>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'AgriTech marketplace' });
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith('/projects/agritech');
  });

  it('a CardButton activates with keyboard', async () => {
    const onClick = vi.fn();
    render(
      <Card>
        <Heading level={3}>
          <CardButton onClick={onClick}>Web development</CardButton>
        </Heading>
      </Card>,
    );
    const button = screen.getByRole('button', { name: 'Web development' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Card as="section" aria-labelledby="t">
        <Heading level={2} id="t">
          <CardLink href="/x">Title</CardLink>
        </Heading>
      </Card>,
    );
    await expectNoAxeViolations(container);
  });
});
