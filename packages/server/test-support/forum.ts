import type { App } from '../src/app.ts';

/**
 * The forum visitor cookie (`name=value`) a forum read gives, as a browser keeps it before its first like, report or
 * post: the server refuses those without a cookie it signed.
 */
export async function forumVisitorCookie(app: App, remoteAddress = '10.240.0.1'): Promise<string> {
  const read = await app.inject({ method: 'GET', url: '/threads', remoteAddress });
  const cookie = read.cookies.find((c) => c.name.endsWith('orisun_forum'));
  if (!cookie) throw new Error(`GET /threads gave no visitor cookie (${read.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}
