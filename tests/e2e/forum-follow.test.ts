import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openPage, sharedBrowser, waitForHydration } from './support/browser.ts';
import { forumVisitorHeaders, scrollToNear } from './support/forum.ts';
import { mailsContaining } from './support/mail.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/**
 * A mail's text as written: headers unfolded; a quoted-printable body's soft breaks joined and `=XX` escapes decoded.
 * Only the body, and only when it is quoted-printable: a header's `?token=DD…` is not an escape.
 */
const readable = (eml: string) => {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = (split < 0 ? eml : eml.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  let body = split < 0 ? '' : eml.slice(split);
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) {
    body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return headers + body;
};

/** Waits for the server's mail (the outbox writes .eml files) holding every one of `needles`. */
async function mailWith(...needles: string[]): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await mailsContaining(needles[0]!)).map(readable).find((text) => needles.every((n) => text.includes(n)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with ${needles.join(' + ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('following a thread by e-mail and a name of one\'s own, against the real server', () => {
  it(
    'a visitor follows a thread, confirms by the mailed link, gets the mail of a reply and unsubscribes with one click; then chooses a name and sees it on the post',
    { timeout: 180_000 },
    async () => {
      const follower = await openPage(browser);
      const stamp = Date.now();
      const email = `follower-${stamp}@example.com`;
      const title = `Webhook retries stop after an hour ${stamp}`;
      try {
        const { page } = follower;
        await page.goto(`${baseUrl}/forum`);
        await waitForHydration(page);
        // The follower starts a thread from this browser (its cookie), then follows it from the thread's page.
        const thread = await page.evaluate(async (body) => {
          await fetch('/threads'); // a forum read gives this browser its visitor cookie
          const res = await fetch('/threads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          return ((await res.json()) as { thread: { id: string } }).thread;
        }, { title, category: 'Troubleshooting', content: 'Our endpoint was down for an hour and no retries came after that.', tags: [] });
        await page.goto(`${baseUrl}/forum/threads/${thread.id}`);
        await waitForHydration(page);
        const threadView = page.getByRole('main').getByRole('region', { name: title, exact: true });
        // The form loads as the reader scrolls near it (under the replies).
        await scrollToNear(threadView, 'FollowThreadForm');
        const form = threadView.getByRole('form', { name: 'Follow by e-mail' });
        await form.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
        await form.getByRole('button', { name: 'Follow' }).click();
        await form.getByRole('status').getByText(/Check your inbox/).waitFor();
        expect(await axeViolations(page, { include: '[data-component="FollowThreadForm"]' })).toEqual([]);

        // The confirmation link opens a page (no script) whose button confirms.
        const confirmation = await mailWith(email, 'Please confirm');
        const confirmLink = /https?:\/\/[^\s]+\/api\/forum\/follows\/confirm\?token=[\w-]{32}/.exec(confirmation)![0];
        const mailPage = await openPage(browser, { javaScriptEnabled: false });
        try {
          await mailPage.page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, baseUrl));
          await mailPage.page.getByRole('button', { name: 'Yes, follow this thread' }).click();
          await mailPage.page.getByRole('heading', { name: /following this thread/ }).waitFor();
        } finally {
          await mailPage.context.close();
        }

        // Someone else replies: the follower gets one mail with the reply and the one-click unsubscribe.
        const helper = await forumVisitorHeaders(baseUrl);
        const replied = await fetch(`${baseUrl}/threads/${thread.id}/replies`, { method: 'POST', headers: helper, body: JSON.stringify({ content: `Turn on the retry queue in Settings, then resend, ${stamp}.` }) });
        expect(replied.status, await replied.clone().text()).toBe(200);
        const news = await mailWith(email, `Turn on the retry queue in Settings, then resend, ${stamp}.`);
        expect(news).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(news)![1]!.replace(/\s+/g, '');
        // The mail client's POST: form-encoded, no cookie, no page.
        const oneClick = await fetch(unsubscribe.replace(/^https?:\/\/[^/]+/, baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.status, unsubscribe).toBe(200);
        expect(await oneClick.text()).toContain('unsubscribed');

        // A name of one's own: chosen on the forum, shown on the follower's thread.
        await page.goto(`${baseUrl}/forum`);
        await waitForHydration(page);
        // "Your name" is under the list, loaded as the reader scrolls near it.
        await scrollToNear(page.locator('body'), 'ForumName');
        const yourName = page.getByRole('region', { name: 'Your name' });
        await yourName.getByText('You post as Anonymous').waitFor();
        await yourName.getByRole('button', { name: 'Choose a name' }).click();
        const name = `Kemi ${stamp % 100_000}`;
        await yourName.getByRole('textbox', { name: 'Display name' }).fill(name);
        await yourName.getByRole('button', { name: 'Save name' }).click();
        await yourName.getByText(`You post as ${name}`, { exact: true }).waitFor();
        expect(await axeViolations(page, { include: '[data-component="ForumName"]' })).toEqual([]);
        await page.goto(`${baseUrl}/forum/threads/${thread.id}`);
        await waitForHydration(page);
        await page.getByRole('main').getByRole('region', { name: title, exact: true }).getByText(name).first().waitFor();
        expect(follower.problems).toEqual([]);
      } finally {
        await follower.context.close();
      }
    },
  );
});
