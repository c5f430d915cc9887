import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consultants } from '../../site/src/content/consultants.ts';
import { mailsContaining } from './support/mail.ts';
import { axeViolations, expectFocusOn, sharedBrowser, mobileViewport, openPage, tabTo, waitForAnimations, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/** The consultant names on the cards shown, in order. */
const shownNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName.toLowerCase(), name: el?.getAttribute('name'), value: el?.value, text: el?.textContent?.trim(), role: el?.getAttribute('role') };
  });

describe('Expert Network (/consultants, POST /api/consultant-applications) against the real server', () => {
  it("browses: 'Project-based' is found, filters combine, 'No consultants found', a profile closes on Escape and on the backdrop", { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/consultants`);
      await waitForHydration(page);
      expect(await shownNames(page)).toEqual(consultants.map((c) => c.name));

      await page.getByRole('combobox', { name: 'Availability' }).selectOption('project-based');
      const projectBased = consultants.filter((c) => c.availability === 'Project-based').map((c) => c.name);
      expect(projectBased.length).toBeGreaterThan(0);
      await expect.poll(() => shownNames(page)).toEqual(projectBased);
      await page.getByRole('combobox', { name: 'Type' }).selectOption('external');
      await page.getByRole('combobox', { name: 'Expertise' }).selectOption('Cybersecurity');
      await expect.poll(() => shownNames(page)).toEqual(['Fiifi Mensah', 'Koffi Agossou']);
      expect(await page.getByRole('main').getByRole('status').textContent()).toBe('Showing 2 consultants');

      await page.getByRole('searchbox', { name: /Search consultants/ }).fill('Kano');
      await page.getByRole('heading', { name: 'No consultants found' }).waitFor();
      expect(await shownNames(page)).toEqual([]);
      await page.getByRole('region', { name: 'No consultants found' }).getByRole('button', { name: 'Reset Filters' }).click();
      await expect.poll(() => shownNames(page)).toEqual(consultants.map((c) => c.name));

      // The profile: Escape closes it and focus returns to its button; so does a click on the backdrop.
      const open = page.getByRole('button', { name: "View Sessi Houngbédji's profile" });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Sessi Houngbédji' });
      await dialog.waitFor();
      expect(await dialog.getByText('Professional Scrum Product Owner I').isVisible()).toBe(true);
      // The dialog fades in: axe once it has (a CI run measured a link's colours mid-fade).
      await waitForAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(open);
      await open.click();
      await dialog.waitFor();
      await page.mouse.click(5, 400);
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('applies with the mouse: refused without a portfolio, then stored and mailed; a second application from that address is refused', { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const stamp = Date.now();
    const name = `Kemi Adebayo ${stamp}`;
    const email = `kemi.${stamp}@example.com`;
    try {
      await page.goto(`${baseUrl}/consultants#apply`);
      await waitForHydration(page);
      expect(await page.getByRole('tab', { name: 'Become a Consultant' }).getAttribute('aria-selected')).toBe('true');
      const form = page.getByRole('form', { name: 'Become a Consultant' });
      await form.waitFor();
      expect(await form.getByRole('group', { name: /Areas of expertise/ }).getByRole('checkbox').count()).toBe(10);

      await form.getByLabel('Full name').fill(name);
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Hourly rate (USD)').fill('49');
      await form.getByRole('checkbox', { name: 'Payments & fintech' }).click();
      await form.getByLabel('Short bio').fill('Eight years of payment apps for cooperatives in Ogun State.');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await form.getByText('Portfolio URL is required').waitFor();
      expect(await form.getByText('The minimum hourly rate is 50 USD.').isVisible()).toBe(true);
      expect(await form.getByText('Please select at least 2 areas of expertise').isVisible()).toBe(true);

      await form.getByLabel('Portfolio URL').fill('https://kemi.dev/work');
      await form.getByLabel('Hourly rate (USD)').fill('82.5');
      await form.getByRole('radio', { name: 'Project-based' }).check();
      await form.getByLabel('Location').fill('Abeokuta, Nigeria');
      await form.getByLabel('Add another area').fill('Cooperative banking');
      await form.getByRole('button', { name: 'Add' }).click();
      await form.getByLabel('Add another area').fill('cooperative BANKING');
      await form.getByRole('button', { name: 'Add' }).click();
      expect(await form.getByRole('group', { name: /Areas of expertise/ }).getByRole('checkbox').count()).toBe(11);
      await form.getByRole('button', { name: 'Submit Application' }).click();

      await page.getByText('Application received! We will review your submission.').waitFor();
      expect(await form.getByLabel('Full name').inputValue()).toBe('');
      expect(await form.getByRole('group', { name: /Areas of expertise/ }).getByRole('checkbox').count()).toBe(10);

      // Stored and mailed to the Expert Network (no SMTP_URL -> .eml).
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      const eml = (await mailsContaining(name))[0]!.replace(/=\r?\n/g, '');
      expect(eml).toMatch(/^To: experts@orisun\.software\r$/m);
      expect(eml).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}\\r$`, 'm'));
      expect(eml).toContain('82.50 USD/hour');
      expect(eml).toContain('Payments & fintech, Cooperative banking');
      expect(eml).toContain('https://kemi.dev/work');

      // The same address again (another case): the server's 409 sentence, the form kept.
      await form.getByLabel('Full name').fill(name);
      await form.getByLabel('E-mail address').fill(email.toUpperCase());
      await form.getByLabel('Portfolio URL').fill('https://kemi.dev');
      await form.getByLabel('Hourly rate (USD)').fill('90');
      await form.getByRole('checkbox', { name: 'Mobile apps' }).click();
      await form.getByRole('checkbox', { name: 'Cloud & DevOps' }).click();
      await form.getByLabel('Short bio').fill('Trying again.');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'We already have an application from this e-mail address.' });
      await alert.waitFor();
      expect(await form.getByLabel('Full name').inputValue()).toBe(name);
      expect(await mailsContaining(name)).toHaveLength(1);
      expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('applies with the keyboard only on a phone: arrow keys to the tab, Tab through the fields, Space on the chips, Enter sends', { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true });
    const stamp = Date.now();
    const name = `Chidi Okafor ${stamp}`;
    try {
      await page.goto(`${baseUrl}/consultants`);
      await waitForHydration(page);
      await tabTo(page, '[role="tab"][aria-selected="true"]');
      await page.keyboard.press('ArrowRight');
      // Under a full run's load the move of focus may land a few frames later.
      await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', text: 'Become a Consultant' });
      await page.getByRole('form', { name: 'Become a Consultant' }).waitFor();

      await tabTo(page, 'input[name="name"]');
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`chidi.${stamp}@example.com`);
      await page.keyboard.press('Tab');
      await page.keyboard.type('https://github.com/chidi');
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('rate');
      await page.keyboard.type('120');
      // Availability: Tab lands on Full-time; an arrow key moves the choice.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: 'availability', value: 'full-time' });
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: 'Part-time' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('location');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: 'expertise', value: 'React & Next.js' });
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: 'expertise', value: 'Node.js & APIs' });
      await page.keyboard.press('Space');
      await tabTo(page, 'textarea[name="bio"]', 20);
      await page.keyboard.type('Full-stack engineer, six years with logistics start-ups in Lagos.');
      await tabTo(page, 'button[type="submit"]', 5);
      await page.keyboard.press('Enter');

      const notice = page.getByRole('status').filter({ hasText: 'Application received! We will review your submission.' });
      await notice.waitFor();
      await expect.poll(() => notice.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      const eml = (await mailsContaining(name))[0]!.replace(/=\r?\n/g, '');
      expect(eml).toContain('120 USD/hour');
      expect(eml).toContain('Part-time');
      expect(eml).toContain('React & Next.js, Node.js & APIs');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript off, every consultant reads and the application says it needs JavaScript', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: mobileViewport });
    try {
      await page.goto(`${baseUrl}/consultants`);
      expect(await page.getByRole('main').getByRole('article').count()).toBe(consultants.length);
      expect(await page.getByRole('heading', { name: 'Become a Consultant', level: 2 }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.body.innerText)).toContain('Applying needs JavaScript.');
    } finally {
      await context.close();
    }
  });
});
