// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '../../build/entry-server.tsx';
import { isIslandPath, siteRoutes } from '../../runtime/routes.tsx';
import { headTags } from '../../layout/seo.ts';
import ForumIsland from './Forum.island.tsx';

/** The forum island's HTML for the page `path` renders (the prerender renders it so, with Preact). */
async function islandHtml(path: string): Promise<string> {
  const page = await render(path);
  expect(page.status).toBe(200);
  expect(page.islands).toBe(true);
  const props = /data-island="Forum" data-island-props="([^"]*)"/.exec(page.html)?.[1];
  expect(props, `${path} renders no forum island`).toBeDefined();
  return renderToString(createElement(ForumIsland, JSON.parse(props!.replace(/&quot;/g, '"')) as { path: string }));
}

describe('the forum in the prerender', () => {
  it('/forum is a prerendered, indexed island page; /forum/threads/:id is a shell that stays indexed', () => {
    expect(siteRoutes.find((r) => r.path === '/forum')).toMatchObject({ page: 'Forum', prerender: true, islands: true });
    expect(siteRoutes.find((r) => r.path === '/forum/threads/:id')).toMatchObject({ page: 'Forum', prerender: false, indexed: true, islands: true });
    const shellHead = headTags('https://orisun.software', { title: 'Community Forum', description: 'x', path: null, indexed: true });
    expect(shellHead).not.toContain('noindex');
    expect(headTags('https://orisun.software', { title: 'x', description: 'x', path: null })).toContain('noindex');
  });

  it("the app's links to the forum, its threads and the customer ticket page are page loads (island pages), its links to the staff desk are not", () => {
    expect(['/forum', '/forum/', '/forum/threads/3f9c', '/about', '/dashboard'].filter(isIslandPath)).toHaveLength(5);
    expect(['/admin/dashboard', '/admin', '/support-tickets', '/forum/threads/3f9c/edit'].filter(isIslandPath)).toEqual([]);
  });

  it('the thread shell holds exactly the empty block the server fills with the thread', async () => {
    const html = await islandHtml('/forum/threads/shared');
    expect(html).toContain('<div id="forum-shared-thread"></div>');
    expect(html).toContain('Community Forum');
  });

  it('/forum has no such block', async () => {
    const html = await islandHtml('/forum');
    expect(html).toContain('Community Forum');
    expect(html).not.toContain('forum-shared-thread');
  });
});
