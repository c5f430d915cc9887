import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes, siteRoutes } from './routes.tsx';
import { shellFile, shellPages } from '@orisun/api/routing';

describe('shell pages of the client-routed routes', () => {
  it.each(shellPages)('$pattern is a route of the table, not prerendered, and its shell URL renders that route', (shell) => {
    const route = siteRoutes.find((r) => r.path === shell.pattern);
    expect(route, `${shell.pattern} is not in routes.tsx`).toBeDefined();
    expect(route!.prerender).toBe(false);
    const leaf = matchRoutes(createRoutes(), shell.url)?.at(-1);
    expect(leaf?.route.path).toBe(shell.pattern);
    expect(shellFile(shell)).toMatch(/^[\w/-]+\.html$/);
  });

  it('every /developers/<x> path is the Developers page; the footer links are prerendered routes of their own', () => {
    const leafOf = (path: string) => matchRoutes(createRoutes(), path)?.at(-1)?.route;
    for (const path of ['/developers', '/developers/sdks', '/developers/a/b']) expect(leafOf(path)?.id).toBe('Developers:/developers/*');
    expect(leafOf('/developers/api-docs')?.id).toBe('Developers:/developers/api-docs');
    expect(leafOf('/developers/dev-resources')?.id).toBe('Developers:/developers/dev-resources');
    expect(leafOf('/developersx')?.id).toBe('NotFound');
    for (const path of ['/developers/api-docs', '/developers/dev-resources']) {
      expect(siteRoutes.find((r) => r.path === path)?.prerender).toBe(true);
    }
  });

  it('gives every route a distinct react-router id', () => {
    const ids = createRoutes().flatMap((layout) => [layout.id, ...layout.children!.map((r) => r.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts each route under the layout of its shell: the staff desk in the workspace shell, the rest in the site shell', () => {
    const layoutOf = (path: string) => matchRoutes(createRoutes(), path)?.[0]?.route.id;
    expect(layoutOf('/admin/dashboard')).toBe('workspace');
    for (const path of ['/', '/admin', '/dashboard', '/forum', '/nowhere']) expect(layoutOf(path), path).toBe('site');
  });
});
