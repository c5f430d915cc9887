import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { forumMessages } from '@orisun/api';
import { renderPostHtml } from '@orisun/api/markdown';
import { forumReplies, forumThreads } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { forumThread } from '../../content/forum.ts';
import { ownPostCopy as copy } from '../../content/forumModeration.ts';
import { ThreadArticle } from './ThreadArticle.tsx';

// What a locked thread, an edited post and a post its author deleted look like on the thread's own page, as the server
// renders it for readers without JavaScript.
const paystack = forumThreads[1]!;
const replies = forumReplies.filter((r) => r.threadId === paystack.id);
const editedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();

describe("a thread's page: locked, edited, deleted by its author", () => {
  it('says a locked thread takes no replies, marks edits with their time, and keeps a deleted post as a sentence', async () => {
    const thread = { ...paystack, isLocked: true, editedAt };
    const shown = [{ ...replies[0]!, content: forumMessages.deletedByAuthor, contentHtml: renderPostHtml(forumMessages.deletedByAuthor), deletedByAuthor: true }, { ...replies[1]!, editedAt }];
    const { container } = render(<ThreadArticle thread={thread} replies={shown} />);
    expect(screen.getByText(copy.locked)).toBeInTheDocument();
    const post = screen.getByRole('article', { name: paystack.title });
    const mark = within(post).getByText('edited 3 hours ago');
    expect(mark.tagName).toBe('TIME');
    expect(mark).toHaveAttribute('datetime', editedAt);
    expect(screen.getByText(forumMessages.deletedByAuthor)).toBeInTheDocument();
    expect(screen.getAllByText(/^edited /)).toHaveLength(2);
    await expectNoAxeViolations(container);
    // The same in the server's markup.
    const html = renderToStaticMarkup(<ThreadArticle thread={thread} replies={shown} />);
    expect(html).toContain(copy.locked);
    expect(html).toContain(`<time dateTime="${editedAt}"`);
  });

  it("a deleted post's sentence is the page's words, whatever text was stored for it", () => {
    // The stored text is English (`forumDeletedByAuthor`); a French page says it in French: the flag decides, not the text.
    const stored = 'Stored before the sentence changed.';
    render(<ThreadArticle thread={{ ...paystack, content: stored, deletedByAuthor: true }} replies={[{ ...replies[0]!, content: stored, contentHtml: renderPostHtml(stored), deletedByAuthor: true }]} />);
    expect(screen.getAllByText(forumThread.deletedByAuthor)).toHaveLength(2);
    expect(screen.queryByText(stored)).toBeNull();
  });

  it('an open thread has no such sentence, and an unedited post no mark', () => {
    render(<ThreadArticle thread={{ ...paystack, isLocked: false, editedAt: null }} replies={replies.map((r) => ({ ...r, editedAt: null }))} />);
    expect(screen.queryByText(copy.locked)).toBeNull();
    expect(screen.queryByText(/^edited /)).toBeNull();
  });
});
