// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server.tsx';
import { siteRoutes } from '../../routes.tsx';
import { headTags } from '../../seo.ts';

describe('the forum in the prerender', () => {
  it('/forum is prerendered and indexed; /forum/threads/:id is a shell that stays indexed', () => {
    expect(siteRoutes.find((r) => r.path === '/forum')).toMatchObject({ page: 'Forum', prerender: true });
    expect(siteRoutes.find((r) => r.path === '/forum/threads/:id')).toMatchObject({ page: 'Forum', prerender: false, indexed: true });
    const shellHead = headTags('https://orisun.software', { title: 'Community Forum', description: 'x', path: null, indexed: true });
    expect(shellHead).not.toContain('noindex');
    expect(headTags('https://orisun.software', { title: 'x', description: 'x', path: null })).toContain('noindex');
  });

  it('the thread shell holds exactly the empty block the server fills with the thread', async () => {
    const page = await render('/forum/threads/shared');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="forum-shared-thread"></div>');
    expect(page.html).toContain('Community Forum');
  });

  it('/forum has no such block', async () => {
    const page = await render('/forum');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('forum-shared-thread');
  });
});
