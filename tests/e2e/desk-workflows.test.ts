import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailsContaining } from './support/mail.ts';
import { axeViolations, openPage, sharedBrowser, tabToControl, toast, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();
const baseUrl = inject('baseUrl');
const admin = inject('admin');

/** A mail's text as written: quoted-printable soft breaks joined and `=XX` escapes decoded. */
const plainText = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mails to `email` that name `reference`, as text. */
const mailsTo = async (email: string, reference: string) => (await mailsContaining(reference)).filter((m) => m.split(/\r?\n/).includes(`To: ${email}`)).map(plainText);

/** Signs in on /admin and waits for the desk. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/admin`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Sign in to the support desk' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Desk views' }).waitFor({ timeout: 15_000 });
}

/** A POST of the API from the signed-in page (its cookie and Origin): the answer's status and body. */
const post = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { url, body },
  );

/** A ticket opened by the signed-in staff member for a new customer: its id and reference. */
async function newTicket(page: Page, subject: string, email: string, name = 'Kemi Ade') {
  const res = await post(page, '/api/tickets', { name, email, subject, message: 'The October export does nothing.', urgency: 'high' });
  expect(res.status).toBe(201);
  return (res.body as { ticket: { id: string; reference: string } }).ticket;
}

/** An account made by the first admin (signed in on `page`). */
async function newColleague(page: Page, name: string) {
  const account = { email: `colleague.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@orisun.software`, name, role: 'staff', password: 'another long e2e passphrase' };
  const res = await post(page, '/api/admin/users', account);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return account;
}

/** The desk on ticket `reference`, found by a search (the row of its own, then opened). */
async function openTicket(page: Page, reference: string, subject: string) {
  await page.goto(`${baseUrl}/admin/dashboard?q=${reference}&ticket=${reference}`);
  const card = page.getByRole('article', { name: subject });
  await card.waitFor({ timeout: 15_000 });
  return card;
}

describe("the staff desk's daily work against the real server (saved replies, profile, two agents, keys, bulk)", () => {
  it('a saved reply with {customer.name} is inserted, edited and sent; Your profile changes the name and the signature the customer reads', { timeout: 120_000 }, async () => {
    const first = await openPage(browser, { reducedMotion: 'reduce' });
    const colleague = await openPage(browser, { reducedMotion: 'reduce' });
    const stamp = Date.now();
    const email = `saved.${stamp}@example.com`;
    try {
      await signIn(first.page, admin.email, admin.password);
      const account = await newColleague(first.page, 'Bisi Adeyemi');
      const { reference } = await newTicket(first.page, `Password reset mail missing ${stamp}`, email, 'Chiamaka Eze');

      const page = colleague.page;
      await signIn(page, account.email, account.password);

      // Your profile: a new name and a signature; the person menu shows the name at once.
      await page.getByRole('button', { name: 'Your account: Bisi Adeyemi' }).click();
      await page.getByRole('menuitem', { name: 'Your profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Your profile' });
      await profile.getByLabel('Your name').fill('Bisi Adeyemi-Cole');
      await profile.getByLabel('Signature').fill('Bisi Adeyemi-Cole\nSupport, Ogbomosho office');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await toast(page, 'Your profile is saved').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Your account: Bisi Adeyemi-Cole' }).waitFor({ timeout: 15_000 });

      // A saved reply with a placeholder.
      const title = `Reset mail ${stamp}`;
      await page.getByRole('navigation', { name: 'Desk views' }).getByRole('link', { name: 'Saved replies' }).click();
      await page.getByRole('button', { name: 'Add saved reply' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a saved reply' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Reply/ }).fill('Hello {customer.name}, the reset mail went to your spam folder.');
      await dialog.getByRole('button', { name: 'Save reply' }).click();
      await toast(page, `Saved reply "${title}" added`).waitFor({ timeout: 15_000 });

      // Inserted in a response, filled in, edited, sent.
      const card = await openTicket(page, reference, `Password reset mail missing ${stamp}`);
      await card.getByRole('combobox', { name: 'Saved reply' }).selectOption({ label: title });
      await card.getByRole('button', { name: 'Insert the saved reply into the response' }).click();
      const box = card.getByRole('textbox', { name: /^Response to the customer/ });
      await expect.poll(() => box.inputValue()).toBe('Hello Chiamaka Eze, the reset mail went to your spam folder.');
      await box.press('End');
      await box.pressSequentially(' It is fixed now.');
      await card.getByRole('button', { name: 'Send response' }).click();
      await toast(page, 'Response added successfully').waitFor({ timeout: 15_000 });

      // The customer's mail: the filled-in, edited text, the new name, and the signature under it.
      await expect.poll(async () => (await mailsTo(email, reference)).some((m) => m.includes('It is fixed now.')), { timeout: 15_000 }).toBe(true);
      const mail = (await mailsTo(email, reference)).find((m) => m.includes('It is fixed now.'))!;
      expect(mail).toContain('Hello Chiamaka Eze, the reset mail went to your spam folder. It is fixed now.');
      expect(mail).toContain(`Bisi Adeyemi-Cole answered your ticket ${reference}`);
      expect(mail).toMatch(/It is fixed now\.\r?\n\r?\nBisi Adeyemi-Cole\r?\nSupport, Ogbomosho office/);
      expect(first.problems.concat(colleague.problems).filter((p) => !/status of 401/.test(p))).toEqual([]);
    } finally {
      await first.context.close();
      await colleague.context.close();
    }
  });

  it('two agents on one ticket: one starts typing, the other reads "… is writing"; the first sends, the second is refused', { timeout: 120_000 }, async () => {
    const one = await openPage(browser, { reducedMotion: 'reduce' });
    const two = await openPage(browser, { reducedMotion: 'reduce' });
    const stamp = Date.now();
    const subject = `Two agents ${stamp}`;
    const email = `collision.${stamp}@example.com`;
    try {
      await signIn(one.page, admin.email, admin.password);
      const account = await newColleague(one.page, 'Tunde Bakare');
      const { id, reference } = await newTicket(one.page, subject, email);
      // An answer both have read already: what each one's response is measured against.
      expect((await post(one.page, '/api/tickets/response', { id, message: 'We are looking into it.' })).status).toBe(200);
      await signIn(two.page, account.email, account.password);

      const cardOne = await openTicket(one.page, reference, subject);
      const cardTwo = await openTicket(two.page, reference, subject);
      await cardTwo.getByText('We are looking into it.').waitFor({ timeout: 15_000 });

      // Tunde starts typing: Ada's page says so within its 10-second round.
      await cardTwo.getByRole('textbox', { name: /^Response to the customer/ }).fill('The export is fixed: try again.');
      await cardOne.getByText('Tunde Bakare is writing a response to this ticket too.').waitFor({ timeout: 25_000 });

      // Ada writes too; Tunde sends first; Ada's is refused with his name, her text kept.
      const boxOne = cardOne.getByRole('textbox', { name: /^Response to the customer/ });
      await boxOne.fill('Please send us a screenshot.');
      await cardTwo.getByRole('button', { name: 'Send response' }).click();
      await toast(two.page, 'Response added successfully').waitFor({ timeout: 15_000 });
      await cardOne.getByRole('button', { name: 'Send response' }).click();
      await toast(one.page, 'Failed to add response').waitFor({ timeout: 15_000 });
      await one.page.getByRole('region', { name: /Notifications/ }).getByText(/Tunde Bakare answered this ticket while you were writing/).waitFor();
      await cardOne.getByText('The export is fixed: try again.').waitFor({ timeout: 15_000 });
      expect(await boxOne.inputValue()).toBe('Please send us a screenshot.');
      // The customer got Tunde's answer only.
      await expect.poll(async () => (await mailsTo(email, reference)).filter((m) => m.includes('The export is fixed')).length, { timeout: 15_000 }).toBe(1);
      expect((await mailsTo(email, reference)).some((m) => m.includes('Please send us a screenshot.'))).toBe(false);
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });

  it('by keyboard only: j/k move in the list, x selects, the bulk bar sets a status; ? lists the keys; Enter, r and a; axe 0 light and dark', { timeout: 120_000 }, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page, problems } = await openPage(browser, { reducedMotion: 'reduce', colorScheme });
      const stamp = Date.now();
      const prefix = `Keys ${colorScheme} ${stamp}`;
      try {
        await signIn(page, admin.email, admin.password);
        const a = await newTicket(page, `${prefix} first`, `keys.a.${stamp}@example.com`);
        const b = await newTicket(page, `${prefix} second`, `keys.b.${stamp}@example.com`);
        await page.goto(`${baseUrl}/admin/dashboard?q=${encodeURIComponent(prefix)}`);
        const list = page.getByRole('list', { name: /^Search results/ });
        await list.getByRole('link').nth(1).waitFor({ timeout: 15_000 });
        const rows = list.getByRole('link');
        const focusedRow = () => page.evaluate(() => document.activeElement?.closest('li')?.querySelector('[data-part="Row"] span')?.textContent ?? null);

        // j, j, k: the focus (and its ring) moves down and up the rows.
        await page.locator('body').click({ position: { x: 5, y: 400 } });
        await page.keyboard.press('j');
        expect(await focusedRow()).toBe(await rows.nth(0).locator('span').first().textContent());
        await page.keyboard.press('j');
        expect(await focusedRow()).toBe(await rows.nth(1).locator('span').first().textContent());
        expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
        await page.keyboard.press('k');
        expect(await focusedRow()).toBe(await rows.nth(0).locator('span').first().textContent());

        // x on both rows selects them; the bar says so.
        await page.keyboard.press('x');
        await page.keyboard.press('j');
        await page.keyboard.press('x');
        const bar = page.getByRole('group', { name: 'Change the selected tickets' });
        await bar.getByText('2 tickets selected').waitFor();
        expect(await axeViolations(page, { include: '[data-part="BulkBar"]' })).toEqual([]);

        // The status, chosen and applied by keyboard only.
        const status = bar.getByRole('combobox', { name: 'Set status' });
        await tabToControl(page, status);
        for (let i = 0; i < 4 && (await status.inputValue()) !== 'resolved'; i++) await page.keyboard.press('ArrowDown');
        expect(await status.inputValue()).toBe('resolved');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await toast(page, '2 tickets set to resolved').waitFor({ timeout: 15_000 });
        for (const ticket of [a, b]) {
          const detail = await page.evaluate(async (id) => (await (await fetch(`/api/tickets/${id}`)).json()) as { ticket: { status: string; events: { action: string }[] } }, ticket.id);
          expect(detail.ticket.status).toBe('resolved');
          expect(detail.ticket.events.some((e) => e.action === 'status')).toBe(true);
        }

        // ?: the keys, in a dialog (axe 0); Escape closes it.
        await page.locator('body').click({ position: { x: 5, y: 400 } });
        await page.keyboard.press('?');
        const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await dialog.waitFor();
        expect(await dialog.getByRole('row').count()).toBe(9);
        expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        // j, Enter opens the ticket; r goes to the response box (and r is then typed); a assigns it to me.
        await page.keyboard.press('j');
        await page.keyboard.press('Enter');
        const card = page.getByRole('article', { name: /^Keys / });
        await card.waitFor({ timeout: 15_000 });
        await page.keyboard.press('r');
        const box = card.getByRole('textbox', { name: /^Response to the customer/ });
        expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('ok');
        expect(await box.inputValue()).toBe('ok');
        await box.evaluate((el) => (el as HTMLElement).blur());
        await page.keyboard.press('a');
        await toast(page, `Ticket assigned to ${admin.name}`).waitFor({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
