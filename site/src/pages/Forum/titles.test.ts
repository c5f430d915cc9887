import { describe, expect, it } from 'vitest';
import { forumListTitle, forumThreadTitle } from './titles.ts';

describe("the forum pages' titles the server puts in their heads", () => {
  it('names what narrows a list, then the forum and the company', () => {
    expect(forumListTitle({ tab: 'recent', q: '', page: 1 })).toBe('Community Forum | Orisun Software');
    expect(forumListTitle({ tab: 'solved', q: '', page: 2, category: 'Troubleshooting' })).toBe('Troubleshooting · Solved · Page 2 | Community Forum | Orisun Software');
    expect(forumListTitle({ tab: 'recent', q: 'webhook', page: 1, tag: 'api' })).toBe('#api · Search: webhook | Community Forum | Orisun Software');
  });

  it("gives a thread's later pages of replies their number", () => {
    expect(forumThreadTitle('Deploying on a slow link', 1)).toBe('Deploying on a slow link | Orisun Software');
    expect(forumThreadTitle('Deploying on a slow link', 3)).toBe('Deploying on a slow link · Page 3 | Orisun Software');
  });
});
