import * as m from '#messages';
import { company } from '@orisun/api/company';
import type { ForumListAddress } from '@orisun/api/routing';
import { forumPage } from '../../content/forum.ts';

/**
 * The titles of the forum's pages the server makes (`SiteRenderer.forumListTitle`, `forumThreadTitle`), in the build's
 * language: what narrows a list, then the forum's (`Troubleshooting · Solved · Page 2 | Community Forum | Orisun
 * Software`); a thread's title, with its page of replies after the first.
 */
export function forumListTitle(address: ForumListAddress): string {
  const parts = [
    address.category,
    address.tag && `#${address.tag}`,
    address.q && m.forum_titleSearch({ q: address.q }),
    address.tab !== 'recent' ? forumPage.tabs[address.tab].label : undefined,
    address.page > 1 ? m.forum_titlePage({ page: address.page }) : undefined,
  ].filter(Boolean);
  return [parts.join(' · '), m.routes_forumTitle(), company.name].filter(Boolean).join(' | ');
}

export function forumThreadTitle(title: string, page: number): string {
  return `${title}${page > 1 ? ` · ${m.forum_titlePage({ page })}` : ''} | ${company.name}`;
}
