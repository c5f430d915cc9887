import { describe, expect, it } from 'vitest';
import { postLinkCount, postSegments } from './forumText.ts';

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
