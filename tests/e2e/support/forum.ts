import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Scrolls to a part that loads as the reader nears it (WhenNear, `data-when-near="name"` until then): its marker is
 * replaced by the part while the scroll is under way, and the thread's own frame can replace the server's HTML of it
 * under the scroll, so it scrolls again until `part` (by default the component itself) is there, then to it.
 */
export async function scrollToNear(scope: Locator, name: string, part: Locator = scope.locator(`[data-component="${name}"]`)) {
  await expect
    .poll(async () => {
      await scope.locator(`[data-when-near="${name}"], [data-component="${name}"]`).first().scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
      return part.count();
    }, { timeout: 15_000 })
    .toBeGreaterThan(0);
  await part.first().scrollIntoViewIfNeeded();
}
