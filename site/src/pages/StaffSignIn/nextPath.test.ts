import { describe, expect, it } from 'vitest';
import { nextPath, signInPathFor } from './nextPath.ts';

describe('where signing in leads', () => {
  it('goes back to the page under /admin/ that sent the visitor here, with its query and hash', () => {
    expect(nextPath('/admin/dashboard')).toBe('/admin/dashboard');
    expect(nextPath('/admin/dashboard?tab=users#top')).toBe('/admin/dashboard?tab=users#top');
    expect(nextPath(new URL(`https://x.test${signInPathFor('/admin/dashboard?tab=users')}`).searchParams.get('next'))).toBe(
      '/admin/dashboard?tab=users',
    );
  });

  it('goes to the dashboard without a next, or with one that is not a page of the desk', () => {
    for (const next of [null, undefined, '', '/', '/admin', '/about', '/administrator', '/admin-x/y', 'admin/dashboard']) {
      expect(nextPath(next)).toBe('/admin/dashboard');
    }
  });

  it('never leaves the site', () => {
    for (const next of [
      'https://evil.example/admin/dashboard',
      '//evil.example/admin/dashboard',
      '/\\evil.example/admin/dashboard',
      '/admin/../../evil',
      '/admin/%2e%2e/x',
      '/admin/\tdashboard',
      'javascript:alert(1)',
      '/admin/dashboard\n//evil.example',
    ]) {
      const path = nextPath(next);
      expect(path.startsWith('/admin/'), next).toBe(true);
      expect(new URL(path, 'https://orisun.software').origin).toBe('https://orisun.software');
    }
    expect(nextPath('/admin/../../evil')).toBe('/admin/dashboard');
  });
});
