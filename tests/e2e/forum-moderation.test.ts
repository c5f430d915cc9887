import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, sharedBrowser, toast, waitForAnimations, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();
const baseUrl = inject('baseUrl');
const admin = inject('admin');

/** Signs in on /admin and waits for the desk. */
async function signIn(page: Page) {
  await page.goto(`${baseUrl}/admin`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Sign in to the support desk' });
  await form.getByLabel('E-mail').fill(admin.email);
  await form.getByLabel('Password').fill(admin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Desk views' }).waitFor({ timeout: 15_000 });
}

/** A JSON write of the forum's API from the page (its cookie and Origin), after a forum read has given the cookie. */
const write = (page: Page, method: string, url: string, body: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      await fetch('/threads?limit=1');
      const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body },
  );

describe('forum moderation against the real server (lock, move, ban, the log) and an author editing their reply', () => {
  it(
    "staff lock and move a visitor's thread and ban its author: readers see it locked, the author cannot post, the log lists it all; the author's edit shows 'edited'",
    { timeout: 240_000 },
    async () => {
      const author = await openPage(browser, { reducedMotion: 'reduce' });
      const reader = await openPage(browser, { reducedMotion: 'reduce' });
      const staff = await openPage(browser, { reducedMotion: 'reduce' });
      const staffDark = await openPage(browser, { reducedMotion: 'reduce', colorScheme: 'dark' });
      const stamp = Date.now();
      const title = `Webhook signature fails after a key rotation ${stamp}`;
      try {
        // A visitor starts a thread and replies in it on the thread's page.
        const page = author.page;
        await page.goto(`${baseUrl}/forum`);
        await waitForHydration(page);
        const created = await write(page, 'POST', '/threads', {
          title,
          category: 'General Discussion',
          content: 'Since we rotated the signing key every webhook is refused. What did we miss?',
          tags: ['webhooks'],
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const threadId = (created.body.thread as { id: string }).id;
        await page.goto(`${baseUrl}/forum/threads/${threadId}`);
        await waitForHydration(page);
        const threadView = page.getByRole('main').getByRole('region', { name: title, exact: true });
        await threadView.getByRole('textbox', { name: 'Your reply' }).fill('Both keys must be accepted for a while after the rotation.');
        await threadView.getByRole('button', { name: 'Post Reply' }).click();
        await toast(page, 'Reply posted').waitFor({ timeout: 15_000 });

        // The author edits their reply: saved, and marked 'edited' with its time.
        await threadView.getByRole('button', { name: 'Edit your reply' }).click();
        const editor = threadView.getByRole('form', { name: 'Edit your reply' });
        await editor.getByRole('textbox', { name: /Text of your reply/ }).fill('Both keys must be accepted for an hour after the rotation.');
        await editor.getByRole('button', { name: 'Save changes' }).click();
        const reply = threadView.getByRole('article').filter({ hasText: 'for an hour after the rotation' });
        await reply.waitFor({ timeout: 15_000 });
        await reply.getByText(/^edited /).waitFor();
        expect(await reply.locator('time[datetime]').count()).toBe(2);

        // Staff find the thread in the desk's Forum threads (from the side list), lock it and move it.
        const desk = staff.page;
        await signIn(desk);
        await desk.getByRole('navigation', { name: 'Desk views' }).getByRole('link', { name: 'Forum threads' }).click();
        await desk.getByRole('heading', { level: 2, name: /Forum threads/ }).waitFor();
        await desk.getByRole('searchbox', { name: 'Search threads' }).fill(String(stamp));
        await desk.getByRole('searchbox', { name: 'Search threads' }).press('Enter');
        const row = desk.getByRole('article', { name: title });
        await row.waitFor({ timeout: 15_000 });
        await row.getByRole('button', { name: `Lock “${title}”` }).click();
        await toast(desk, 'Thread locked').waitFor({ timeout: 15_000 });
        await row.getByRole('button', { name: `Unlock “${title}”` }).waitFor();
        await row.getByRole('button', { name: `Move “${title}” to another category` }).click();
        const move = desk.getByRole('dialog', { name: 'Move this thread' });
        await move.getByRole('combobox', { name: 'Category' }).selectOption('Troubleshooting');
        await move.getByRole('button', { name: 'Move thread' }).click();
        await toast(desk, 'Moved to Troubleshooting').waitFor({ timeout: 15_000 });
        await row.getByText(/in Troubleshooting/).waitFor();
        await waitForAnimations(desk);
        expect(await axeViolations(desk)).toEqual([]);

        // Another reader sees it locked, in its new category, with a sentence where the reply box was; the server refuses a reply.
        const other = reader.page;
        await other.goto(`${baseUrl}/forum/threads/${threadId}`);
        await waitForHydration(other);
        const seen = other.getByRole('main').getByRole('region', { name: title, exact: true });
        await seen.getByText('This thread is locked: no new replies can be posted.').waitFor({ timeout: 15_000 });
        expect(await seen.getByRole('textbox', { name: 'Your reply' }).count()).toBe(0);
        expect(await seen.getByText('Troubleshooting', { exact: true }).count()).toBeGreaterThan(0);
        expect((await write(other, 'POST', `/threads/${threadId}/replies`, { content: 'Can I still add something to this thread?' })).status).toBe(409);

        // Staff ban the thread's author (this visitor, a week); the author can no longer post anywhere.
        await row.getByRole('button', { name: `Ban the author of the thread “${title}” by Anonymous` }).click();
        const ban = desk.getByRole('dialog', { name: 'Ban the author' });
        await ban.getByRole('textbox', { name: /Reason/ }).fill('Posted the same question in five categories');
        await ban.getByRole('button', { name: 'Ban', exact: true }).click();
        await toast(desk, 'Author banned').waitFor({ timeout: 15_000 });
        const refused = await write(page, 'POST', '/threads', { title: `Another question from me ${stamp}`, category: 'General Discussion', content: 'A new thread from the banned visitor, long enough.', tags: [] });
        expect(refused.status).toBe(403);
        expect(String(refused.body.error)).toMatch(/^A moderator has stopped posts, likes and reports from you until/);

        // The bans list shows it with its reason; the log lists the ban, the move, the lock and the author's edit.
        await desk.getByRole('navigation', { name: 'Desk views' }).getByRole('link', { name: 'Forum bans' }).click();
        await desk.getByRole('table', { name: 'Bans in force' }).getByText('Posted the same question in five categories').waitFor({ timeout: 15_000 });
        const dark = staffDark.page;
        await signIn(dark);
        await dark.goto(`${baseUrl}/admin/dashboard?view=forum-log`);
        const log = dark.getByRole('table', { name: 'Moderation log' });
        await log.waitFor({ timeout: 15_000 });
        const rows = log.getByRole('row').filter({ hasText: title });
        await expect.poll(async () => (await rows.allTextContents()).map((text) => /Banned the author|Moved|Locked|Author edited/.exec(text)?.[0])).toEqual([
          'Banned the author',
          'Moved',
          'Locked',
          'Author edited',
        ]);
        expect(await rows.nth(1).textContent()).toContain('General Discussion → Troubleshooting');
        expect(await rows.nth(3).textContent()).toContain('The author');
        await waitForAnimations(dark);
        expect(await axeViolations(dark)).toEqual([]);
        await dark.getByRole('combobox', { name: 'Action' }).selectOption('lock');
        await expect.poll(() => log.getByRole('row').filter({ hasText: 'Unlocked' }).count()).toBe(0);
        await expect.poll(async () => (await log.getByRole('row').allTextContents()).slice(1).every((text) => text.includes('Locked'))).toBe(true);
      } finally {
        await author.context.close();
        await reader.context.close();
        await staff.context.close();
        await staffDark.context.close();
      }
    },
  );
});
