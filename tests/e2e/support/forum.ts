/**
 * The headers of a forum visitor's JSON writes sent with `fetch`: the cookie a forum read gave (the server refuses a
 * like, report or post without one it signed) and this site's Origin.
 */
export async function forumVisitorHeaders(baseUrl: string): Promise<Record<string, string>> {
  const read = await fetch(`${baseUrl}/threads`);
  const cookie = read.headers.getSetCookie().find((c) => /orisun_forum=/.test(c))?.split(';')[0];
  if (!cookie) throw new Error(`GET /threads gave no visitor cookie (${read.status})`);
  return { 'content-type': 'application/json', origin: baseUrl, cookie };
}
