import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { forumReplies, forumThreads } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { htmlProblems } from '@orisun/test-support/html';
import { forumThread as copy } from '../../content/forum.ts';
import { ThreadArticle } from './ThreadArticle.tsx';

// The thread's own page as the server sends it (it renders this component per request: src/build/islands-server.tsx).
const [welcome, paystack, darkMode] = forumThreads;
const paystackReplies = forumReplies.filter((r) => r.threadId === paystack!.id);

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
    expect(solution).toHaveTextContent(paystackReplies[0]!.content);
    expect(within(solution!).getByText(copy.solution)).toBeInTheDocument();
    expect(admin).toHaveAttribute('id', `reply-${paystackReplies[1]!.id}`);
    expect(within(admin!).getByText(copy.admin)).toBeInTheDocument();
    expect(within(admin!).getByRole('link', { name: 'https://paystack.com/docs/payments/webhooks' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    // Read-only: what a reader does needs the island.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows markup in a title, a post or a reply as the characters typed', () => {
    const hostile = '</div><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderToStaticMarkup(
      <ThreadArticle thread={{ ...darkMode!, title: hostile, content: hostile, tags: ['onerror'] }} replies={[{ ...paystackReplies[0]!, content: hostile }]} />,
    );
    expect(html).not.toMatch(/<script|<img/);
    // The heading, the post's name (aria-label), the post and the reply.
    expect(html.match(/&lt;\/div&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)).toHaveLength(4);
  });

  it('is valid HTML without accessibility violations, with replies and without', async () => {
    // Two of html-validate's advice rules, not validity, about markup the thread's dialog has too: the post named by
    // `aria-label`, and the replies' heading a `role="heading"` of the kit's Text (which has no heading element).
    const advice = /^(aria-label-misuse|prefer-native-element): /;
    for (const [thread, replies] of [[paystack!, paystackReplies], [darkMode!, []]] as const) {
      const problems = await htmlProblems(`<main>${renderToStaticMarkup(<ThreadArticle thread={thread} replies={replies} />)}</main>`);
      expect(problems.filter((problem) => !advice.test(problem))).toEqual([]);
      const { container, unmount } = render(
        <main>
          <ThreadArticle thread={thread} replies={replies} />
        </main>,
      );
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
