import { describe, expect, it } from 'vitest';
import { forumPostIssues, postLinkCount, postSegments } from './forumText.ts';
import { forumLimits, forumPostMessages } from './schemas/forum.ts';

describe('postSegments', () => {
  it('keeps text as text and turns web addresses into links', () => {
    expect(postSegments('See https://orisun.software/legal and www.example.com.\nThanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://orisun.software/legal', href: 'https://orisun.software/legal' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('never makes a link of javascript: or data: and keeps HTML as text', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,<script>alert(1)</script>';
    const segments = postSegments(text);
    expect(segments.every((s) => s.kind === 'text')).toBe(true);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(postLinkCount(text)).toBe(0);
  });

  it('counts links', () => {
    expect(postLinkCount('a https://a.example b http://b.example/x c')).toBe(2);
  });
});

describe('forumPostIssues', () => {
  it('names a short title and short content with the contract\'s minimums by default', () => {
    expect(forumLimits).toMatchObject({ titleMin: 15, postMin: 20, linksMax: 2 });
    expect(forumPostIssues({ title: 'Too short', content: 'Short' })).toEqual([
      { path: 'title', message: forumPostMessages.titleTooShort(15) },
      { path: 'content', message: forumPostMessages.contentTooShort(20) },
    ]);
    expect(forumPostIssues({ title: 'A title long enough', content: 'Content that is long enough to help.' })).toEqual([]);
  });

  it('counts characters as people do (an emoji is one)', () => {
    expect(forumPostIssues({ content: '😀'.repeat(20) })).toEqual([]);
    expect(forumPostIssues({ content: '😀'.repeat(19) })).toEqual([{ path: 'content', message: forumPostMessages.contentTooShort(20) }]);
  });

  it('caps links only when the rules say so, and only for content long enough', () => {
    const links = 'See https://a.example.com, https://b.example.com and www.c.example.com for the details.';
    expect(forumPostIssues({ content: links })).toEqual([{ path: 'content', message: forumPostMessages.tooManyLinks(2) }]);
    expect(forumPostIssues({ content: links }, { titleMin: 15, postMin: 20, linksMax: undefined })).toEqual([]);
    expect(forumPostIssues({ content: 'https://a.example.com' }, { titleMin: 1, postMin: 1, linksMax: 0 })).toEqual([{ path: 'content', message: forumPostMessages.tooManyLinks(0) }]);
    expect(forumPostMessages.tooManyLinks(1)).toBe('Posts without an account may hold at most 1 link; remove the others.');
  });
});
