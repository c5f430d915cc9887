import { describe, expect, it } from 'vitest';
import { forumAuthors, forumThreadSchema, newThreadSchema, newThreadShape } from './forum.ts';

describe('newThreadShape', () => {
  const body = newThreadSchema.parse({ title: 'Paystack webhook arrives twice', category: 'Troubleshooting', content: 'Every payment calls our webhook twice. Why?', tags: ['Paystack', 'api'] });
  const at = new Date('2026-11-24T10:00:00.000Z');

  it("is a visitor's new thread of the contract's shape: theirs, nothing on it yet, at the time given", () => {
    const thread = newThreadShape(body, 'visitor', at, { contentHtml: '<p>x</p>', excerpt: 'x' });
    expect(forumThreadSchema.parse(thread)).toEqual(thread);
    expect(thread).toMatchObject({
      title: body.title,
      category: 'Troubleshooting',
      content: body.content,
      tags: ['paystack', 'api'],
      author: forumAuthors.visitor.name,
      authorAvatar: forumAuthors.visitor.avatar,
      createdAt: '2026-11-24T10:00:00.000Z',
      editedAt: null,
      replies: 0,
      views: 0,
      likes: 0,
      replyLikes: 0,
      lastReplyAt: null,
      lastReplyBy: null,
      isPinned: false,
      isSolved: false,
      isAdminPost: false,
      liked: false,
      reported: false,
      mine: true,
      pending: false,
    });
  });

  it("is the admin's post when the admin writes it, held when pending, with a new id unless one is given", () => {
    expect(newThreadShape(body, 'admin', at, { contentHtml: '<p>x</p>', excerpt: 'x' })).toMatchObject({ author: forumAuthors.admin.name, authorAvatar: forumAuthors.admin.avatar, isAdminPost: true, pending: false });
    expect(newThreadShape(body, 'visitor', at, { contentHtml: '<p>x</p>', excerpt: 'x', pending: true }).pending).toBe(true);
    const [a, b] = [newThreadShape(body, 'visitor', at, { contentHtml: '<p>x</p>', excerpt: 'x' }), newThreadShape(body, 'visitor', at, { contentHtml: '<p>x</p>', excerpt: 'x' })];
    expect(a.id).not.toBe(b.id);
    expect(newThreadShape(body, 'visitor', at, { contentHtml: '<p>x</p>', excerpt: 'x', id: '0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0009' }).id).toBe('0b6a3c1e-5f0e-4c57-9a61-1d2a7f3c0009');
  });
});
