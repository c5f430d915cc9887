import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from './Tag.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

describe('Tag', () => {
  it('shows plain text with no controls by default', () => {
    render(<Tag>billing</Tag>);
    expect(screen.getByText('billing')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('removable: a button named after the tag calls onRemove from keyboard and pointer', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>react</Tag>);
    const remove = screen.getByRole('button', { name: 'Remove react' });
    await userEvent.click(remove);
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('uses a translated remove label', () => {
    render(
      <Tag onRemove={() => {}} removeLabel="Retirer react">
        react
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Retirer react' })).toBeInTheDocument();
  });

  it('with href the text is a link, separate from the remove button', () => {
    render(
      <Tag href="/forum?tag=react" onRemove={() => {}}>
        react
      </Tag>,
    );
    const link = screen.getByRole('link', { name: 'react' });
    expect(link).toHaveAttribute('href', '/forum?tag=react');
    expect(link).not.toContainElement(screen.getByRole('button'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Tag href="/t">linked</Tag>
        <Tag onRemove={() => {}} tone="accent">
          removable
        </Tag>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
