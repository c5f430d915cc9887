import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeAfterSwitch, axeViolations, switchColorScheme, sharedBrowser, mobileViewport, openPage, tabToControl, toast, waitForAnimations, waitForHydration } from './support/browser.ts';
import { forumVisitorHeaders } from './support/forum.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
const admin = inject('admin');

/** The browser reports the 401 of the Admin Portal's wrong password as a failed resource: expected here, nothing else. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 401 .*\/api\/auth\/sign-in\)$/.test(p));

/** A thread's dialog (named by its title). */
const threadDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** A thread at its own address opened from a link: the page (its section, named by its title), not a dialog. */
const threadPage = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title, exact: true });

/** Starts a thread through the page's New Thread dialog, as a visitor types it. */
async function startThread(page: Page, thread: { title: string; category: string; content: string; tags: string[] }) {
  await page.getByRole('button', { name: 'New Thread' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a New Thread' });
  const post = dialog.getByRole('button', { name: 'Post Thread' });
  expect(await post.isDisabled()).toBe(true);
  await dialog.getByLabel('Title').fill(thread.title);
  await dialog.getByLabel('Category').selectOption(thread.category);
  await dialog.getByRole('textbox', { name: 'Content' }).fill(thread.content);
  for (const tag of thread.tags) {
    await dialog.getByRole('textbox', { name: 'Tags' }).fill(tag);
    await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
  }
  for (const tag of thread.tags) await dialog.getByRole('button', { name: `Remove tag ${tag}` }).waitFor();
  await post.click();
  await toast(page, 'Thread Created Successfully').waitFor({ timeout: 15_000 });
  await dialog.waitFor({ state: 'detached' });
}

/** The thread's id from the dialog's address (`/forum/threads/:id`). */
const threadIdOf = (page: Page) => /\/forum\/threads\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];

describe('the community forum against the real server (/forum, a shared thread link, the moderation queue)', () => {
  it(
    'a visitor starts a thread, replies with an emoji and likes; another visitor cannot choose the solution, the author can; the admin pins, edits, removes a reported reply and deletes the thread',
    { timeout: 240_000 },
    async () => {
      const author = await openPage(browser);
      const other = await openPage(browser);
      const moderator = await openPage(browser);
      const stamp = Date.now();
      const title = `Paystack webhook retried after a slow answer ${stamp}`;
      try {
        // The author starts a thread.
        const page = author.page;
        await page.goto(`${baseUrl}/forum`);
        await waitForHydration(page);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await startThread(page, {
          title,
          category: 'Troubleshooting',
          content: 'Our order page marks a payment twice when the webhook is retried.\nHow do you make the handler safe to run twice?',
          tags: ['api', 'Bug'],
        });
        const row = page.getByRole('article', { name: title });
        await row.waitFor();
        // The new first row has ids of its own (they were numbered by place: the old first row's, so two rows had its name).
        expect(await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id, i, ids) => ids.indexOf(id) !== i))).toEqual([]);
        expect(await row.getByText('Posted by @Anonymous').isVisible()).toBe(true);
        expect(await row.getByText('Just now').isVisible()).toBe(true);
        expect(await row.getByText('bug', { exact: true }).isVisible()).toBe(true);

        // Opening it gives the thread its own address and dialog.
        await row.getByRole('link', { name: title }).click();
        const dialog = threadDialog(page, title);
        await dialog.waitFor();
        const threadId = threadIdOf(page);
        expect(threadId).toBeTruthy();

        // A reply with an emoji from the picker, inserted into the reply box.
        const replyBox = dialog.getByRole('textbox', { name: 'Your reply' });
        await replyBox.fill('Store the event id with a unique index and skip it when it is there already ');
        await dialog.getByRole('button', { name: 'Add emoji' }).last().click();
        await page.getByRole('gridcell', { name: 'thumbs up' }).first().or(page.getByRole('button', { name: 'thumbs up' }).first()).click();
        expect(await replyBox.inputValue()).toContain('👍');
        await dialog.getByRole('button', { name: 'Post Reply' }).click();
        await toast(page, 'Reply posted').waitFor({ timeout: 15_000 });
        const reply = dialog.getByRole('article').filter({ hasText: 'Store the event id with a unique index' });
        await reply.waitFor();
        expect(await reply.textContent()).toContain('👍');

        // A like toggles and counts once.
        const thread = dialog.getByRole('article', { name: title });
        const like = thread.getByRole('button', { name: /likes?$/ });
        expect(await like.getAttribute('aria-pressed')).toBe('false');
        await like.click();
        await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
        expect(await like.textContent()).toContain('1 like');

        // Another visitor sees no 'Mark as solution', and the server refuses them anyway.
        await other.page.goto(`${baseUrl}/forum/threads/${threadId}`);
        await waitForHydration(other.page);
        const otherDialog = threadPage(other.page, title);
        await otherDialog.getByRole('article').filter({ hasText: 'Store the event id' }).waitFor();
        expect(await otherDialog.getByRole('button', { name: 'Mark as solution' }).count()).toBe(0);
        const replies = (await (await other.page.request.get(`${baseUrl}/replies?threadId=${threadId}`)).json()) as { id: string }[];
        const refused = await other.page.request.put(`${baseUrl}/replies/${replies[0]!.id}/mark-solution`, { headers: { origin: baseUrl } });
        expect(refused.status()).toBe(403);

        // The author chooses the solution.
        await reply.getByRole('button', { name: 'Mark as solution' }).click();
        await reply.getByText('Solution', { exact: true }).waitFor();
        await thread.getByText('Solved', { exact: true }).waitFor();
        expect(await dialog.getByRole('button', { name: 'Mark as solution' }).count()).toBe(0);

        // The other visitor reports the reply (once: the button stays disabled).
        await other.page.reload();
        await waitForHydration(other.page);
        const reported = threadPage(other.page, title).getByRole('article').filter({ hasText: 'Store the event id' });
        await reported.getByRole('button', { name: 'Report' }).click();
        await reported.getByRole('textbox', { name: 'Reason' }).fill('Looks like an advertisement');
        await reported.getByRole('button', { name: 'Send report' }).click();
        await reported.getByRole('button', { name: 'Reported' }).waitFor();
        expect(await reported.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);

        // Admin login: a wrong password says so in the dialog, the right one gives admin mode.
        const mod = moderator.page;
        await mod.goto(`${baseUrl}/forum`);
        await waitForHydration(mod);
        await mod.getByRole('button', { name: 'Admin login' }).click();
        const portal = mod.getByRole('dialog', { name: 'Admin Portal' });
        await portal.getByLabel('Admin Email').fill(admin.email);
        await portal.getByLabel('Password').fill('not the password at all');
        await portal.getByRole('button', { name: 'Login' }).click();
        await portal.getByText('Invalid email or password').waitFor({ timeout: 15_000 });
        await portal.getByLabel('Password').fill(admin.password);
        await portal.getByRole('button', { name: 'Login' }).click();
        await toast(mod, 'Admin Logged In Successfully').waitFor({ timeout: 15_000 });
        await mod.getByText('Admin Mode Active - Posting as Orisun Team').waitFor();
        expect(await mod.getByRole('button', { name: 'Admin login' }).count()).toBe(0);

        // Pin and edit.
        await mod.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
        const modDialog = threadDialog(mod, title);
        const modThread = modDialog.getByRole('article', { name: title });
        await modThread.getByRole('button', { name: 'Pin' }).click();
        await toast(mod, 'Thread pinned').waitFor();
        await modThread.getByText('Pinned', { exact: true }).waitFor();
        await modThread.getByRole('button', { name: 'Edit' }).click();
        const editor = modThread.getByRole('textbox', { name: 'Edit the content' });
        await editor.fill('');
        expect(await modThread.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
        await editor.fill('Edited by a moderator: the order page marks a payment twice when the webhook is retried.');
        await modThread.getByRole('button', { name: 'Save changes' }).click();
        await toast(mod, 'Changes saved').waitFor();
        await modThread.getByText('Edited by a moderator').waitFor();

        // The report waits in the queue on /admin/dashboard; removing it takes the reply away.
        await mod.goto(`${baseUrl}/admin/dashboard?tab=forum`);
        const entry = mod.getByRole('article').filter({ hasText: 'Looks like an advertisement' });
        await entry.waitFor({ timeout: 15_000 });
        expect(await entry.textContent()).toContain(title);
        await entry.getByRole('button', { name: /^Remove/ }).click();
        const confirm = mod.getByRole('dialog', { name: 'Remove this reply?' });
        await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
        await entry.waitFor({ state: 'detached', timeout: 15_000 });
        const left = (await (await mod.request.get(`${baseUrl}/replies?threadId=${threadId}`)).json()) as unknown[];
        expect(left).toHaveLength(0);

        const moderatorProblems = unexpected(moderator.problems);
        // The admin deletes the thread: its link answers 404 from then on.
        await mod.goto(`${baseUrl}/forum/threads/${threadId}`);
        await waitForHydration(mod);
        const last = threadPage(mod, title).getByRole('article', { name: title });
        await last.getByRole('button', { name: 'Delete thread' }).click();
        await last.getByRole('group').getByRole('button', { name: 'Delete thread' }).click();
        await toast(mod, 'Thread deleted').waitFor();
        await threadPage(mod, title).waitFor({ state: 'detached' });
        expect(unexpected(moderator.problems), 'nothing asks for the deleted thread again').toEqual(moderatorProblems);
        expect((await mod.goto(`${baseUrl}/forum/threads/${threadId}`))?.status()).toBe(404);

        expect({ author: unexpected(author.problems), other: unexpected(other.problems), moderator: moderatorProblems }).toEqual({ author: [], other: [], moderator: [] });
      } finally {
        await Promise.all([author.context.close(), other.context.close(), moderator.context.close()]);
      }
    },
  );

  it('a shared thread link reads with JavaScript off: the thread, its replies, its own title and structured data, styled, without axe violations', { timeout: 60_000 }, async () => {
    const title = `Keeping a form usable on slow 3G ${Date.now()}`;
    const headers = await forumVisitorHeaders(baseUrl);
    const created = await fetch(`${baseUrl}/threads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, category: 'General Discussion', content: 'Our field agents fill long forms where the network drops. <script>alert(1)</script>', tags: ['mobile'] }),
    });
    expect(created.status).toBe(200);
    const { thread } = (await created.json()) as { thread: { id: string } };
    const replied = await fetch(`${baseUrl}/threads/${thread.id}/replies`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'Save each step on the phone and send when the network is back: https://web.dev/offline' }),
    });
    expect(replied.status).toBe(200);

    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: mobileViewport });
    try {
      const response = await page.goto(`${baseUrl}/forum/threads/${thread.id}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${title} | Orisun Software`);
      expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      expect(await page.getByText('Our field agents fill long forms').isVisible()).toBe(true);
      expect(await page.getByText('<script>alert(1)</script>', { exact: false }).count()).toBeGreaterThan(0);
      const link = page.getByRole('link', { name: 'https://web.dev/offline' });
      expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/forum/threads/${thread.id}$`));
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
      expect(JSON.stringify(data)).toContain('DiscussionForumPosting');
      expect(JSON.stringify(data)).toContain(title);
      // The dialog's markup (ThreadArticle), styled by the page's own inline CSS: the kit's stylesheet stays off
      // without JavaScript. The post is its Markdown rendered (a paragraph), the reply is in the list of replies.
      const post = page.getByRole('article', { name: title });
      expect(await post.locator('[data-component="PostBody"] > p').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: '1 Reply' }).isVisible()).toBe(true);
      expect(await page.getByRole('region', { name: '1 Reply' }).getByRole('listitem').count()).toBe(1);
      expect(await page.getByRole('region', { name: '1 Reply' }).getByRole('listitem').evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
      expect((await page.goto(`${baseUrl}/forum/threads/00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);
    } finally {
      await context.close();
    }
    // axe runs on timers, which never fire with JavaScript off: it reads the thread as the page shows it before its
    // scripts run (the same HTML and inline CSS, the page's scripts held back), in light and dark. (The rest of the
    // page before its scripts is the forum's: its tab list, still `tabindex="-1"` there, scrolls sideways at 375 px.)
    const before = await openPage(browser, { viewport: mobileViewport });
    try {
      await before.context.route(/\.js(\?.*)?$/, (route) => route.abort());
      expect((await before.page.goto(`${baseUrl}/forum/threads/${thread.id}`))?.status()).toBe(200);
      await before.page.getByRole('heading', { level: 1, name: title }).waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        // Its buttons' colours change over a transition: axe reads them once it ends.
        await switchColorScheme(before.page, colorScheme);
        // The thread's card (a section holding its h1), its buttons in it as the server sent them for the island.
        expect(await axeViolations(before.page, { include: 'main section:has(h1)', ...axeAfterSwitch(colorScheme) }), colorScheme).toEqual([]);
      }
    } finally {
      await before.context.close();
    }
  });

  it('the forum by keyboard only on a 375 px phone: search, open a thread, like, reply, close; axe finds nothing in light and dark', { timeout: 120_000 }, async () => {
    const title = `Keyboard-only thread about offline forms ${Date.now()}`;
    const created = await fetch(`${baseUrl}/threads`, {
      method: 'POST',
      headers: await forumVisitorHeaders(baseUrl),
      body: JSON.stringify({ title, category: 'Showcase', content: 'We keep a draft of every form on the phone until it is sent.', tags: ['mobile'] }),
    });
    expect(created.status).toBe(200);
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true, colorScheme, reducedMotion: 'reduce' });
      try {
        await page.goto(`${baseUrl}/forum`);
        await waitForHydration(page);
        await page.getByRole('article').first().waitFor({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);

        // Search by keyboard.
        const search = page.getByRole('searchbox').first();
        await tabToControl(page, search);
        await page.keyboard.type('Keyboard-only thread');
        // The search lands in the URL once typing pauses; the list it asked for is in once the list is not busy.
        await page.waitForURL((url) => url.searchParams.get('q') === 'Keyboard-only thread', { timeout: 15_000 });
        await page.locator('section[aria-busy="true"]').waitFor({ state: 'detached', timeout: 15_000 });
        const row = page.getByRole('article', { name: title });
        await row.waitFor({ timeout: 15_000 });

        // Open it from its link, like it with Space, reply, and close with Escape: focus comes back to the link.
        const link = row.getByRole('link', { name: title });
        await tabToControl(page, link);
        await page.keyboard.press('Enter');
        const dialog = threadDialog(page, title);
        await dialog.waitFor();
        await dialog.getByText('1 Reply').or(dialog.getByText(/Repl(y|ies)/).first()).waitFor();
        await waitForAnimations(page); // the dialog fades in; axe reads painted colours
        expect(await axeViolations(page)).toEqual([]);
        const like = dialog.getByRole('article', { name: title }).getByRole('button', { name: /likes?$/ });
        await tabToControl(page, like);
        await page.keyboard.press('Space');
        await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
        const box = dialog.getByRole('textbox', { name: 'Your reply' });
        await tabToControl(page, box);
        await page.keyboard.type(`A ${colorScheme} mode reply typed on a phone keyboard.`);
        await tabToControl(page, dialog.getByRole('button', { name: 'Post Reply' }));
        await page.keyboard.press('Enter');
        await toast(page, 'Reply posted').waitFor({ timeout: 15_000 });
        await dialog.getByText(`A ${colorScheme} mode reply typed`).waitFor();
        // Escape closes the top layer first: an open toast (Radix), then the dialog. The toast goes by itself in 3 s.
        await toast(page, 'Reply posted').waitFor({ state: 'detached', timeout: 10_000 });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/forum');

        // New Thread by keyboard: the dialog passes axe too.
        await tabToControl(page, page.getByRole('button', { name: 'New Thread' }));
        await page.keyboard.press('Enter');
        const form = page.getByRole('dialog', { name: 'Start a New Thread' });
        await form.waitFor();
        await waitForAnimations(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await form.waitFor({ state: 'detached' });
        expect(unexpected(problems)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
