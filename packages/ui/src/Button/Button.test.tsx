import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Plus, Send, X } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { UiProvider, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Button', () => {
  it('is a button named by its label, type "button" by default', () => {
    render(<Button icon={<Send />}>Send message</Button>);
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-component', 'Button');
    expect(button).toHaveAttribute('data-tone', 'accent');
  });

  it('activates with a click, Enter and Space', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading: busy, described as loading, same name, and clicks ignored', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submit ticket
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit ticket' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleDescription('Loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit the form again', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading loadingLabel="Envoi en cours">
          Envoyer
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveAccessibleDescription('Envoi en cours');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled buttons do not fire', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon-only Button takes its name from aria-label', () => {
    render(<Button icon={<Plus />} aria-label="Add" />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('requires a label when there is no text (type level)', () => {
    // @ts-expect-error an icon-only Button without aria-label or aria-labelledby does not compile
    const noLabel = <Button icon={<Plus />} />;
    // @ts-expect-error IconButton requires `label`
    const noIconLabel = <IconButton icon={<X />} />;
    expect([noLabel, noIconLabel]).toHaveLength(2);
  });

  it('asChild merges the button look and props into the child element', () => {
    render(
      <Button asChild variant="outline">
        <a href="/quote">Get a quote</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get a quote' });
    expect(link).toHaveAttribute('href', '/quote');
    expect(link).toHaveAttribute('data-tone', 'accent');
  });

  it('passes className and style to the root only', () => {
    render(
      <Button className="mine" style={{ marginTop: 3 }} icon={<Send />}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('mine');
    expect(button.style.marginTop).toBe('3px');
    expect(button.querySelectorAll('.mine')).toHaveLength(0);
  });

  it('has no axe violations, in normal, loading and disabled states', async () => {
    const { container } = render(
      <div>
        <Button>Save</Button>
        <Button loading>Saving</Button>
        <Button disabled>Off</Button>
        <IconButton icon={<X />} label="Close" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('IconButton', () => {
  it('is named by its label and keeps the icon hidden', async () => {
    const onClick = vi.fn();
    const { container } = render(<IconButton icon={<X />} label="Close dialog" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close dialog' });
    expect(button).toHaveAttribute('data-component', 'IconButton');
    expect(container.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ButtonLink', () => {
  it('is a link through the provider link component', async () => {
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
        <ButtonLink href="/contact" variant="soft">
          Contact us
        </ButtonLink>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('data-component', 'ButtonLink');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith('/contact');
  });

  it('external: new tab, and says so', async () => {
    const { container } = render(
      <ButtonLink href="https://example.com/brochure.pdf" external>
        Brochure
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Brochure (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });
});
