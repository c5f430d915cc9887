import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPostHtml } from '@orisun/api/markdown';
import { forumReplies, forumThreads } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { htmlProblems } from '@orisun/test-support/html';
import { forumThread as copy } from '../../content/forum.ts';
import { PostText, ThreadArticle } from './ThreadArticle.tsx';

// The thread's own page as the server sends it (it renders this component per request: src/build/islands-server.tsx).
const [welcome, paystack, darkMode] = forumThreads;
const paystackReplies = forumReplies.filter((r) => r.threadId === paystack!.id);

describe('PostText without the server\'s rendering (the dialog over the list, before the thread\'s answer)', () => {
  it('shows the text as typed at once, and its address as a link once the address finder has loaded', async () => {
    const content = 'See https://paystack.com/docs for the webhook.\nThen retry.';
    render(<PostText post={{ content }} />);
    expect(screen.getByText(/See https:\/\/paystack.com\/docs/).textContent).toBe(content);
    const link = await screen.findByRole('link', { name: 'https://paystack.com/docs' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link.closest('[data-component="PostBody"]')?.textContent).toBe(content);
  });
});

describe('ThreadArticle (a thread\'s own page before JavaScript)', () => {
  it('shows the title as the page heading, the post with its badges, author, time, text and tags', () => {
    render(<ThreadArticle thread={welcome!} replies={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: welcome!.title })).toBeInTheDocument();
    const post = screen.getByRole('article', { name: welcome!.title });
    for (const badge of [copy.pinned, 'Announcements', copy.admin]) expect(within(post).getByText(badge)).toBeInTheDocument();
    expect(within(post).queryByText(copy.solved)).not.toBeInTheDocument();
    expect(within(post).getByText(copy.postedBy(welcome!.author), { exact: false })).toBeInTheDocument();
    expect(post.querySelector('time')).toHaveAttribute('datetime', welcome!.createdAt);
    // The text as written (its line break kept), its address a link for user content.
    expect(within(post).getByText(/This is the place to ask questions/).textContent).toContain('build next.\nPlease be kind');
    const link = within(post).getByRole('link', { name: 'https://orisun.software/legal' });
    expect(link).toHaveAttribute('href', 'https://orisun.software/legal');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(within(within(post).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['discussion', 'feedback']);
    expect(screen.getByRole('heading', { level: 2, name: copy.repliesHeading(0) })).toBeInTheDocument();
    expect(screen.getByText(copy.noReplies)).toBeInTheDocument();
  });

  it('lists every reply, oldest first, each with an anchor the structured data links to, the solution and the admin marked', () => {
    render(<ThreadArticle thread={paystack!} replies={paystackReplies} />);
    expect(within(screen.getByRole('article', { name: paystack!.title })).getByText(copy.solved)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: copy.repliesHeading(2) });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(copy.repliesHeading(2));
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [solution, admin] = items.map((item) => within(item).getByRole('article'));
    expect(solution).toHaveAttribute('id', `reply-${paystackReplies[0]!.id}`);
    // Its Markdown rendered: the emphasis and the code block as elements, not as the characters typed.
    expect(solution).toHaveTextContent('Store the event id with a unique index and skip it when the insert conflicts:');
    expect(within(solution!).getByText('unique index').tagName).toBe('STRONG');
    expect(solution!.querySelector('pre code')).toHaveTextContent('on conflict do nothing;');
    expect(within(solution!).getByText(copy.solution)).toBeInTheDocument();
    expect(admin).toHaveAttribute('id', `reply-${paystackReplies[1]!.id}`);
    expect(within(admin!).getByText(copy.admin)).toBeInTheDocument();
    expect(within(admin!).getByRole('link', { name: 'https://paystack.com/docs/payments/webhooks' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    // Read-only: what a reader does needs the island.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links each tag to its list page and keeps every dot of the byline at the start of its part (no dangling "·")', () => {
    render(<ThreadArticle thread={{ ...welcome!, editedAt: welcome!.createdAt }} replies={[]} />);
    const post = screen.getByRole('article', { name: welcome!.title });
    expect(within(post).getByRole('link', { name: 'discussion' })).toHaveAttribute('href', '/forum/tag/discussion');
    const byline = post.querySelector('time')!.closest('[data-component="Inline"]')!;
    const parts = [...byline.children].map((part) => part.textContent ?? '');
    expect(parts).toEqual([copy.postedBy(welcome!.author), expect.stringMatching(/^· /), expect.stringMatching(/^ · edited /)]);
    expect(parts.every((part) => !part.trimEnd().endsWith('·'))).toBe(true);
  });

  it('shows a long thread a page of replies at a time: later pages link back to the post, every page to its neighbours (rel prev/next)', () => {
    const reply = paystackReplies[0]!;
    const { unmount } = render(<ThreadArticle thread={paystack!} replies={[reply]} replyPage={{ page: 2, pageCount: 3, total: 65 }} />);
    // The heading counts all of them; the post is on page 1.
    expect(screen.getByRole('heading', { level: 2, name: copy.repliesHeading(65) })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: paystack!.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.firstPost })).toHaveAttribute('href', `/forum/threads/${paystack!.id}`);
    const pages = screen.getByRole('navigation', { name: copy.replyPagesLabel });
    expect(within(pages).getByRole('link', { name: copy.previousReplies })).toHaveAttribute('href', `/forum/threads/${paystack!.id}`);
    expect(within(pages).getByRole('link', { name: copy.previousReplies })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: copy.nextReplies })).toHaveAttribute('href', `/forum/threads/${paystack!.id}?page=3`);
    expect(within(pages).getByRole('link', { name: copy.nextReplies })).toHaveAttribute('rel', 'next');
    expect(within(pages).getByText(copy.replyPageStatus(2, 3))).toBeInTheDocument();
    unmount();
    // The first page has no earlier one, the last no later one.
    const { unmount: unmountLast } = render(<ThreadArticle thread={paystack!} replies={[reply]} replyPage={{ page: 3, pageCount: 3, total: 65 }} />);
    expect(screen.getByRole('link', { name: copy.previousReplies })).toHaveAttribute('href', `/forum/threads/${paystack!.id}?page=2`);
    expect(screen.queryByRole('link', { name: copy.nextReplies })).not.toBeInTheDocument();
    unmountLast();
    // One page: no page links at all.
    render(<ThreadArticle thread={paystack!} replies={paystackReplies} />);
    expect(screen.queryByRole('navigation', { name: copy.replyPagesLabel })).not.toBeInTheDocument();
  });

  it('shows markup in a title, a post or a reply as the characters typed', () => {
    const hostile = '</div><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderToStaticMarkup(
      <ThreadArticle
        thread={{ ...darkMode!, title: hostile, content: hostile, contentHtml: renderPostHtml(hostile), tags: ['onerror'] }}
        replies={[{ ...paystackReplies[0]!, content: hostile, contentHtml: renderPostHtml(hostile) }]}
      />,
    );
    expect(html).not.toMatch(/<script|<img/);
    // The heading, the post's name (aria-label), the post and the reply.
    expect(html.match(/&lt;\/div&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toHaveLength(4);
  });

  it('is valid HTML without accessibility violations, with replies and without', async () => {
    // Two of html-validate's advice rules, not validity, about markup the thread's dialog has too: the post named by
    // `aria-label`, and the replies' heading a `role="heading"` of the kit's Text (which has no heading element).
    const advice = /^(aria-label-misuse|prefer-native-element): /;
    const paged = { page: 2, pageCount: 3, total: 65 };
    for (const [thread, replies, replyPage] of [[paystack!, paystackReplies, undefined], [darkMode!, [], undefined], [paystack!, paystackReplies, paged]] as const) {
      const problems = await htmlProblems(`<main>${renderToStaticMarkup(<ThreadArticle thread={thread} replies={replies} replyPage={replyPage} />)}</main>`);
      expect(problems.filter((problem) => !advice.test(problem))).toEqual([]);
      const { container, unmount } = render(
        <main>
          <ThreadArticle thread={thread} replies={replies} replyPage={replyPage} />
        </main>,
      );
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
