import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { describe, expect, it, vi } from 'vitest';
import { ThreadRow, type ThreadRowProps } from './ThreadRow.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

const base: ThreadRowProps = {
  title: 'Export stops at 80% after the 2.4 update',
  href: '/forum/threads/7f1c',
  category: 'Technical Support',
  author: 'amaka',
  likes: 12,
  replies: 3,
  replyLikes: 5,
  postedAt: <time dateTime="2026-11-25T08:00:00Z">2 hours ago</time>,
  preview: 'After the update the CSV export stops at 80%.\nAny idea?',
  tags: ['bug', 'export'],
  saved: false,
  onSavedChange: () => {},
};

const row = () => screen.getByRole('article', { name: base.title });

describe('ThreadRow', () => {
  it('shows the thread: status, likes, title link, category, byline, preview, tags and counts', () => {
    render(<ThreadRow {...base} lastReply="Last reply by @tunde, 5 min ago" />);
    const article = row();
    expect(article).toHaveAttribute('data-component', 'ThreadRow');
    expect(within(article).getByRole('img', { name: 'Open' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: base.title })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: base.title })).toHaveAttribute('href', base.href);
    expect(article).toHaveTextContent('12 likes');
    expect(article).toHaveTextContent('Category: Technical Support');
    expect(article).toHaveTextContent('Posted by @amaka2 hours ago');
    expect(article.querySelector('time')).toHaveAttribute('dateTime', '2026-11-25T08:00:00Z');
    expect(article.querySelector('[data-part="Preview"]')).toHaveTextContent('After the update');
    expect(within(article.querySelector<HTMLElement>('[data-part="Tags"]')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bug', 'export']);
    expect(article).toHaveTextContent('3 replies');
    expect(article).toHaveTextContent('5 likes on replies');
    expect(article).toHaveTextContent('Last reply: Last reply by @tunde, 5 min ago');
    expect(screen.queryByText('Admin')).toBeNull();
  });

  it('names the status icon: pinned, solved, both from the booleans, and the admin badge', () => {
    const { rerender } = render(<ThreadRow {...base} status="pinned" adminPost />);
    expect(screen.getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    rerender(<ThreadRow {...base} status="solved" />);
    expect(screen.getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    rerender(<ThreadRow {...base} pinned solved />);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Pinned', 'Solved']);
    expect(row()).toHaveAttribute('data-status', 'pinned solved');
  });

  it('a plain click or Enter on the title calls onOpen instead of navigating', async () => {
    const onOpen = vi.fn();
    render(<ThreadRow {...base} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: base.title });
    const user = userEvent.setup();
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0].defaultPrevented).toBe(true);
    link.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('a Ctrl, ⌘, Shift or middle click keeps the link’s own behaviour', () => {
    const onOpen = vi.fn();
    render(<ThreadRow {...base} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: base.title });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const notPrevented = fireEvent.click(link, init);
      expect(notPrevented).toBe(true);
    }
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('the save toggle is a pressed button that reports the new state, by keyboard too', async () => {
    const onSavedChange = vi.fn();
    const { rerender } = render(<ThreadRow {...base} onSavedChange={onSavedChange} />);
    const save = screen.getByRole('button', { name: 'Save thread' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(save).toHaveAccessibleDescription(base.title);
    save.focus();
    await userEvent.setup().keyboard(' ');
    expect(onSavedChange).toHaveBeenLastCalledWith(true);
    rerender(<ThreadRow {...base} saved onSavedChange={onSavedChange} />);
    expect(screen.getByRole('button', { name: 'Save thread' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save thread' }));
    expect(onSavedChange).toHaveBeenLastCalledWith(false);
  });

  it('with onTagClick each tag is a button that reports its tag; Tab reaches title, save and tags in order', async () => {
    const onTagClick = vi.fn();
    render(<ThreadRow {...base} onTagClick={onTagClick} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save thread' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'bug' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onTagClick).toHaveBeenCalledWith('bug');
  });

  it('takes a heading level, labels, className and style', () => {
    render(<ThreadRow {...base} headingLevel={2} className="x" style={{ marginTop: 4 }} labels={{ save: 'Bookmark' }} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
    expect(row().className).toContain('x');
    expect(row()).toHaveStyle({ marginTop: '4px' });
  });

  it('one reply and one like read in the singular', () => {
    render(<ThreadRow {...base} likes={1} replies={1} replyLikes={1} />);
    expect(row()).toHaveTextContent('1 like');
    expect(row()).toHaveTextContent('1 reply');
    expect(row()).toHaveTextContent('1 like on replies');
  });

  it('server markup is valid HTML', async () => {
    const html = renderToStaticMarkup(
      <main>
        <ThreadRow {...base} onTagClick={() => {}} adminPost pinned solved lastReply="x" />
      </main>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });

  it('has no axe violations, plain and with every option', async () => {
    const { container } = render(
      <>
        <ThreadRow {...base} />
        <ThreadRow {...base} title="Second" adminPost pinned solved saved onTagClick={() => {}} lastReply="Last reply 5 min ago" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
