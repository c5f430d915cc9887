import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailsContaining } from './support/mail.ts';
import { axeViolations, sharedBrowser, mobileViewport, openPage, tabToControl, toast, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');
const admin = inject('admin');
/** The first admin's display name (ADMIN_NAME): what customers and colleagues read, never the address's local part. */
const adminName = admin.name;

/** A mail's text as written: quoted-printable soft breaks joined and `=XX` escapes decoded. */
const plainText = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The browser reports each 401 (a wrong sign-in, a staff call after the session ended) as a failed resource: expected
 * here. The session checks (`/api/auth/session`, `/api/client-tickets`) answer a visitor with a 200, so never a 401.
 */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of 401/.test(p) || /\/api\/(auth\/session|client-tickets)\)$/.test(p));

describe('the support desk as a customer and the staff use it (/support, the mail, /dashboard, /admin) against the real server', () => {
  /** The ticket the customer opens in the first journey; the staff answer it in the next ones. */
  const opened = { reference: '', email: '', subject: '' };

  it('opens a ticket, follows the mailed link (the secret leaves the address), replies, logs out and signs in again', { timeout: 120_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    const subject = `Invoices show the wrong currency ${Date.now()}`;
    const email = `chiamaka.${Date.now()}@example.com`;
    try {
      // The support form.
      await page.goto(`${baseUrl}/support`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Submit a support request' });
      await form.getByLabel('Full name').fill('Chiamaka Eze');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Subject').fill(subject);
      await form.getByRole('radio', { name: 'High' }).check();
      await form.getByLabel('Detailed description').fill('Since Monday our invoices page shows amounts in USD instead of NGN.');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const success = page.getByRole('status');
      await success.getByRole('heading', { name: 'Request Submitted!' }).waitFor({ timeout: 15_000 });
      const reference = (await success.getByRole('definition').textContent())!.trim();
      expect(reference).toMatch(/^ORI(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      Object.assign(opened, { reference, email, subject });
      expect(await success.getByText('We answer high-urgency tickets in about 2 hours on average.').isVisible()).toBe(true);
      expect(await success.getByRole('link', { name: 'Track your Ticket' }).getAttribute('href')).toBe('/dashboard');

      // The customer's mail: the reference and a one-time link to the ticket page.
      const toCustomer = async () => (await mailsContaining(reference)).filter((m) => m.split(/\r?\n/).includes(`To: ${email}`));
      await expect.poll(async () => (await toCustomer()).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await toCustomer();
      const link = /\/dashboard\?link=([A-Za-z0-9_-]+)/.exec(plainText(mail!))?.[1];
      expect(link).toBeTruthy();

      // The link signs in without typing; the secret is gone from the address and from history.
      await page.goto(`${baseUrl}/dashboard?link=${link}`);
      await page.getByRole('heading', { level: 1, name: 'Your Support Tickets' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => `${location.pathname}${location.search}`)).toBe('/dashboard');
      await page.goBack();
      expect(page.url()).not.toContain(link!);
      await page.goForward();
      const ticket = page.getByRole('article', { name: subject });
      await ticket.waitFor({ timeout: 15_000 });
      expect(await ticket.getByText(`Ticket ${reference}`).isVisible()).toBe(true);
      expect(await ticket.getByText('open', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(email).isVisible()).toBe(true);

      // A reply: in the thread once sent.
      const box = ticket.getByRole('textbox', { name: /^Reply to the support team/ });
      await box.fill('It is urgent for our month end.');
      await ticket.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByRole('region', { name: /Notifications/ }).getByText('Reply Successfully Sent').waitFor({ timeout: 15_000 });
      await ticket.getByRole('listitem').filter({ hasText: 'It is urgent for our month end.' }).waitFor();
      expect(await box.inputValue()).toBe('');

      // Log out: the sign-in form, and the session is over (a reload stays signed out).
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('form', { name: 'View your ticket' }).waitFor();
      await page.reload();
      await waitForHydration(page);
      const signIn = page.getByRole('form', { name: 'View your ticket' });
      await signIn.waitFor({ timeout: 15_000 });

      // The used link does not sign in again.
      await page.goto(`${baseUrl}/dashboard?link=${link}`);
      await page.getByRole('alert').filter({ hasText: 'This sign-in link has expired or was used already.' }).waitFor({ timeout: 15_000 });

      // A wrong ticket ID, then the right one typed in lower case with spaces.
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Ticket ID').fill('ORI-0000-0000-0000-0000');
      await signIn.getByRole('button', { name: 'View Ticket' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or ticket ID' }).waitFor({ timeout: 15_000 });
      await signIn.getByLabel('Ticket ID').fill(reference.toLowerCase().replace(/-/g, ' '));
      await signIn.getByRole('button', { name: 'View Ticket' }).click();
      await page.getByRole('region', { name: /Notifications/ }).getByText('Authenticated Successfully').waitFor({ timeout: 15_000 });
      await page.getByRole('article', { name: subject }).waitFor({ timeout: 15_000 });

      // The session cookie: a reload shows the tickets at once.
      await page.reload();
      await page.getByRole('article', { name: subject }).waitFor({ timeout: 15_000 });
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it("'Track your Ticket' opens the ticket just written without typing (a session limited to it); the address's other tickets need the full sign-in", { timeout: 120_000 }, async () => {
    const email = `track.${Date.now()}@example.com`;
    // An earlier ticket of the same address, written elsewhere (no cookie of this browser).
    const earlierAnswer = await fetch(`${baseUrl}/support-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tolu Ade', email, subject: 'An earlier private ticket', message: 'Written on another computer.', urgency: 'low' }),
    });
    expect(earlierAnswer.status).toBe(200);
    const earlier = ((await earlierAnswer.json()) as { ticket: string }).ticket;

    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    const subject = `Cannot export the report ${Date.now()}`;
    try {
      await page.goto(`${baseUrl}/support`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Submit a support request' });
      await form.getByLabel('Full name').fill('Tolu Ade');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Detailed description').fill('The export button does nothing since this morning.');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const success = page.getByRole('status');
      await success.getByRole('heading', { name: 'Request Submitted!' }).waitFor({ timeout: 15_000 });
      const reference = (await success.getByRole('definition').textContent())!.trim();

      // The session cookie the form set: httpOnly (no script reads it), Lax, for the whole site.
      const [cookie] = (await context.cookies(baseUrl)).filter((c) => c.name === 'orisun_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('orisun_session');

      // The server renders the signed-in page with the ticket in it: the island shows it without asking again.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/client-tickets') asked.push(request.method());
      });
      await success.getByRole('link', { name: 'Track your Ticket' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Support Ticket' }).waitFor({ timeout: 15_000 });
      const ticket = page.getByRole('article', { name: subject });
      await ticket.waitFor({ timeout: 15_000 });
      await waitForHydration(page);
      expect(asked).toEqual([]);
      expect(await ticket.getByText(`Ticket ${reference}`).isVisible()).toBe(true);
      expect(await page.getByRole('article').count()).toBe(1);
      expect(await page.getByText('An earlier private ticket').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: /^Email/ }).count()).toBe(0);

      // A reply, without having typed the e-mail or the reference.
      await ticket.getByRole('textbox', { name: /^Reply to the support team/ }).fill('Here is a screenshot of the error.');
      await ticket.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByRole('region', { name: /Notifications/ }).getByText('Reply Successfully Sent').waitFor({ timeout: 15_000 });
      await ticket.getByRole('listitem').filter({ hasText: 'Here is a screenshot of the error.' }).waitFor();

      // Without JavaScript the same session reads its ticket and the reply from the page's HTML.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: mobileViewport });
      try {
        await noScript.addCookies(await context.cookies(baseUrl));
        const plain = await noScript.newPage();
        await plain.goto(`${baseUrl}/dashboard`);
        const article = plain.getByRole('article', { name: subject });
        expect(await article.getByText(`Ticket ${reference}`).isVisible()).toBe(true);
        expect(await article.getByText('Here is a screenshot of the error.').isVisible()).toBe(true);
        expect(await plain.getByText('An earlier private ticket').count()).toBe(0);
      } finally {
        await noScript.close();
      }

      // The other ticket: only after the full sign-in (e-mail and a reference), which replaces the limited session.
      await page.getByRole('button', { name: 'Sign in to see all your tickets' }).click();
      const signIn = page.getByRole('form', { name: 'Sign in to see all your tickets' });
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Ticket ID').fill(earlier);
      await signIn.getByRole('button', { name: 'View Ticket' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Support Tickets' }).waitFor({ timeout: 15_000 });
      await page.getByRole('article', { name: 'An earlier private ticket' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('article').count()).toBe(2);
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a staff member, by keyboard only, signs in, finds the ticket, assigns it, responds and resolves it; the customer is mailed', { timeout: 120_000 }, async () => {
    expect(opened.reference, 'the customer journey opened a ticket').not.toBe('');
    const { context, page, problems } = await openPage(browser, { reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/admin`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Sign in to the support desk' });
      await tabToControl(page, form.getByLabel('E-mail'));
      await page.keyboard.type(admin.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(admin.password);
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'Desk views' }).waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(`${baseUrl}/admin/dashboard`);

      // Search every ticket by reference from the top bar, open the ticket from its row.
      await tabToControl(page, page.getByRole('searchbox', { name: 'Search tickets' }));
      await page.keyboard.type(opened.reference);
      const rows = page.getByRole('list', { name: /^Search results/ }).getByRole('link');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
      await tabToControl(page, rows.first());
      await page.keyboard.press('Enter');
      const card = page.getByRole('article', { name: opened.subject });
      const heading = card.getByRole('heading', { level: 2, name: opened.subject });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
      expect(page.url()).toBe(`${baseUrl}/admin/dashboard?q=${opened.reference}&ticket=${opened.reference}`);
      expect(await axeViolations(page)).toEqual([]);

      // Take it ("Assign to me"), then assign a team.
      await tabToControl(page, card.getByRole('button', { name: 'Assign to me' }));
      await page.keyboard.press('Enter');
      await toast(page, `Ticket assigned to ${adminName}`).waitFor({ timeout: 15_000 });
      const teamForm = card.getByRole('form', { name: 'Assign to a team' });
      await tabToControl(page, teamForm.getByRole('combobox', { name: 'Team' }));
      await page.keyboard.type('Technical');
      expect(await card.getByRole('combobox', { name: 'Team' }).inputValue()).toBe('Technical Team');
      await tabToControl(page, teamForm.getByRole('button', { name: 'Assign' }));
      await page.keyboard.press('Enter');
      await toast(page, 'Ticket assigned to Technical Team').waitFor({ timeout: 15_000 });

      // Respond: an open ticket moves to in progress; the customer is mailed with the reference in the subject.
      const response = `We found the currency setting; a fix ships tonight (${opened.reference}).`;
      await tabToControl(page, card.getByRole('textbox', { name: /^Response to the customer/ }));
      await page.keyboard.type(response);
      await tabToControl(page, card.getByRole('button', { name: 'Send response' }));
      await page.keyboard.press('Enter');
      await toast(page, 'Response added successfully').waitFor({ timeout: 15_000 });
      // The emptied box keeps the focus (the disabled send button would drop it to the top of the page).
      expect(await card.getByRole('textbox', { name: /^Response to the customer/ }).evaluate((el) => el === document.activeElement)).toBe(true);
      await card.getByText('in progress', { exact: true }).first().waitFor({ timeout: 15_000 });

      // Resolve.
      await tabToControl(page, card.getByRole('combobox', { name: 'Status' }));
      await page.keyboard.type('resolved');
      await tabToControl(page, card.getByRole('button', { name: 'Update status' }));
      await page.keyboard.press('Enter');
      await toast(page, 'Ticket status updated to resolved').waitFor({ timeout: 15_000 });

      // The audit trail in the card names who did what.
      for (const line of ['assigned it to Technical Team', 'responded to the customer', 'changed the status from in progress to resolved', `assigned it to ${adminName}`]) {
        await card.getByText(line, { exact: false }).first().waitFor({ timeout: 15_000 });
      }
      const mails = async () => (await mailsContaining(opened.reference)).filter((m) => m.split(/\r?\n/).includes(`To: ${opened.email}`)).map(plainText);
      await expect.poll(async () => (await mails()).some((m) => m.includes('a fix ships tonight')), { timeout: 15_000 }).toBe(true);
      const responseMail = (await mails()).find((m) => m.includes('a fix ships tonight'))!;
      expect(responseMail).toMatch(new RegExp(`^Subject: .*${opened.reference}`, 'm'));
      // The customer reads who answered by name (ADMIN_NAME), never the address's local part.
      expect(responseMail).toContain(`${adminName} answered your ticket ${opened.reference}`);
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the customer sees the answer and the resolved status (dark mode), replies, and the staff see the reply with the ticket open again', { timeout: 120_000 }, async () => {
    expect(opened.reference, 'the customer journey opened a ticket').not.toBe('');
    const customer = await openPage(browser, { colorScheme: 'dark', reducedMotion: 'reduce' });
    try {
      const page = customer.page;
      await page.goto(`${baseUrl}/dashboard`);
      await waitForHydration(page);
      const signIn = page.getByRole('form', { name: 'View your ticket' });
      await signIn.waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await signIn.getByLabel('Email').fill(opened.email);
      await signIn.getByLabel('Ticket ID').fill(opened.reference);
      await signIn.getByRole('button', { name: 'View Ticket' }).click();
      const ticket = page.getByRole('article', { name: opened.subject });
      await ticket.waitFor({ timeout: 15_000 });
      await ticket.getByText('a fix ships tonight', { exact: false }).waitFor();
      expect(await ticket.getByText('resolved', { exact: true }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await ticket.getByRole('textbox', { name: /^Reply to the support team/ }).fill('Thanks, it works now. One more invoice is still in USD.');
      await ticket.getByRole('button', { name: 'Send Reply' }).click();
      await toast(page, 'Reply Successfully Sent').waitFor({ timeout: 15_000 });
      // A reply on a resolved ticket opens it again.
      await ticket.getByText('open', { exact: true }).waitFor({ timeout: 15_000 });
    } finally {
      await customer.context.close();
    }

    const staff = await openPage(browser, { colorScheme: 'dark', reducedMotion: 'reduce' });
    try {
      const page = staff.page;
      await page.goto(`${baseUrl}/admin`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Sign in to the support desk' });
      await form.waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await form.getByLabel('E-mail').fill(admin.email);
      await form.getByLabel('Password').fill(admin.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Desk views' }).waitFor({ timeout: 15_000 });
      // Open again (the reply reopened it), and still the admin's: under My tickets.
      await page.getByRole('navigation', { name: 'Desk views' }).getByRole('link', { name: /^My tickets/ }).click();
      await page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(`^${opened.subject}`) }).click();
      const card = page.getByRole('article', { name: opened.subject });
      await card.getByText('One more invoice is still in USD.', { exact: false }).first().waitFor({ timeout: 15_000 });
      expect(await card.getByText('open', { exact: true }).first().isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(unexpected(staff.problems)).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
  it("the desk's own shell: views, the list beside the ticket, assign to me, My tickets, reload and Back; at 375 px list then ticket", { timeout: 120_000 }, async () => {
    const signIn = async (page: Page) => {
      await page.goto(`${baseUrl}/admin`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Sign in to the support desk' });
      await form.getByLabel('E-mail').fill(admin.email);
      await form.getByLabel('Password').fill(admin.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Desk views' }).waitFor({ timeout: 15_000 });
    };
    const desktop = await openPage(browser, { reducedMotion: 'reduce' });
    const subject = `Export button does nothing ${Date.now()}`;
    let reference = '';
    try {
      const page = desktop.page;
      await signIn(page);
      // Its own shell: no site header, partner ticker or footer.
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Contact Us' }).count()).toBe(0);
      expect(await page.getByRole('banner').textContent()).toContain('Support desk');
      // A ticket nobody has taken yet, opened by staff for a customer.
      reference = await page.evaluate(async (subject) => {
        const res = await fetch('/api/tickets', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Kemi Ade', email: 'kemi@example.com', subject, message: 'The October export does nothing.', urgency: 'high' }),
        });
        return ((await res.json()) as { ticket: { reference: string } }).ticket.reference;
      }, subject);
      expect(reference).toMatch(/^ORI-/);

      const nav = page.getByRole('navigation', { name: 'Desk views' });
      await nav.getByRole('link', { name: /^Unassigned/ }).click();
      expect(page.url()).toBe(`${baseUrl}/admin/dashboard?view=unassigned`);
      const list = page.getByRole('list', { name: 'Unassigned' });
      const row = list.getByRole('link', { name: new RegExp(`^${subject}`) });
      await row.waitFor({ timeout: 15_000 });
      // At 1280x800 the first ticket is above the fold.
      const first = (await list.getByRole('link').first().boundingBox())!;
      expect(first.y + first.height).toBeLessThanOrEqual(800);

      // The list beside the open ticket; the address names both; focus on the ticket's heading.
      await row.click();
      expect(page.url()).toBe(`${baseUrl}/admin/dashboard?view=unassigned&ticket=${reference}`);
      const card = page.getByRole('article', { name: subject });
      const heading = card.getByRole('heading', { level: 2, name: subject });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
      const rowBox = (await row.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.x).toBeGreaterThanOrEqual(rowBox.x + rowBox.width);
      expect(await row.getAttribute('aria-current')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);

      // Assign to me: it is under My tickets, whose count says so.
      await card.getByRole('button', { name: 'Assign to me' }).click();
      await toast(page, `Ticket assigned to ${adminName}`).waitFor({ timeout: 15_000 });
      await nav.getByRole('link', { name: /^My tickets/ }).click();
      const mine = page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(`^${subject}`) });
      await mine.click();
      expect(page.url()).toBe(`${baseUrl}/admin/dashboard?view=mine&ticket=${reference}`);
      await card.waitFor({ timeout: 15_000 });

      // A reload lands on the same view and ticket; Back goes to the list before.
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('article', { name: subject }).waitFor({ timeout: 15_000 });
      expect(await nav.getByRole('link', { name: /^My tickets/ }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('article', { name: subject }).getByRole('combobox', { name: 'Person' }).inputValue()).not.toBe('');
      await page.goBack();
      await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseUrl}/admin/dashboard?view=mine`);
      expect(unexpected(desktop.problems)).toEqual([]);
    } finally {
      await desktop.context.close();
    }

    const phone = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    try {
      const page = phone.page;
      await signIn(page);
      await page.goto(`${baseUrl}/admin/dashboard?view=mine`);
      const row = page.getByRole('list', { name: 'My tickets' }).getByRole('link', { name: new RegExp(`^${subject}`) });
      await row.waitFor({ timeout: 15_000 });
      const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      expect(await noSidewaysScroll()).toBe(true);
      // The list, then the ticket alone with the way back.
      await row.click();
      const card = page.getByRole('article', { name: subject });
      await card.waitFor({ timeout: 15_000 });
      expect(await row.isVisible()).toBe(false);
      expect(await noSidewaysScroll()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to My tickets' }).click();
      await row.waitFor({ timeout: 15_000 });
      expect(await card.count()).toBe(0);
      await expect.poll(() => row.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
      expect(page.url()).toBe(`${baseUrl}/admin/dashboard?view=mine`);
      expect(unexpected(phone.problems)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('the ticket page is noindex also when reached by a link from /support (client navigation), and /support is indexable again on Back', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const robots = () => page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
    try {
      await page.goto(`${baseUrl}/support`);
      await waitForHydration(page);
      expect(await robots()).toBeNull();
      await page.getByRole('link', { name: 'Track your Ticket' }).first().click();
      await page.getByRole('form', { name: 'View your ticket' }).waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(`${baseUrl}/dashboard`);
      await expect.poll(robots).toBe('noindex');
      await page.goBack();
      await page.getByRole('form', { name: 'Submit a support request' }).waitFor({ timeout: 15_000 });
      await expect.poll(robots).toBeNull();
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
