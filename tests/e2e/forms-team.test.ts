import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { resumeMessages } from '@orisun/api';
import { expectFocusOn, sharedBrowser, openPage, waitForHydration } from './support/browser.ts';
import { mailsContaining } from './support/mail.ts';

const browser = await sharedBrowser();

const baseUrl = inject('baseUrl');

/**
 * A real PDF made with pdf-lib: one page of text, plus (when asked) an embedded file of random bytes,
 * so the upload is large enough to report progress on the way.
 */
async function resumePdf(name: string, padBytes = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 200]);
  page.drawText(`${name} - Backend developer`, { x: 20, y: 150, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  if (padBytes > 0) await doc.attach(randomBytes(padBytes), 'portfolio.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save());
}

/** The bytes of the first attachment of a mail (base64 part with `Content-Disposition: attachment`). */
function attachmentOf(eml: string): { headers: string; bytes: Buffer } {
  const start = eml.search(/^Content-Disposition: attachment/m);
  expect(start, 'the mail has an attachment').toBeGreaterThan(-1);
  const partStart = eml.lastIndexOf('\r\n--', start);
  const bodyStart = eml.indexOf('\r\n\r\n', start);
  const bodyEnd = eml.indexOf('\r\n--', bodyStart);
  return { headers: eml.slice(partStart, bodyStart), bytes: Buffer.from(eml.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64') };
}

async function openApplication(page: Page) {
  await page.goto(`${baseUrl}/team`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Join Our Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Team' });
  await dialog.waitFor();
  return dialog;
}

/** Fills the text fields; `email` should be unique: the test finds the mail by it (it is never folded). */
async function fillIn(dialog: Locator, name: string, email: string) {
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role of interest').fill('Backend developer');
  await dialog.getByLabel('Why do you want to join us?').fill('I have built payment APIs for three years and want to build for small businesses.');
}

/** The resume input's accessible description (hint, chosen file, error), as screen readers read it. */
const resumeDescription = (dialog: Locator) =>
  dialog.getByLabel('Resume').evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('team application (Team page, POST /submit_team-form) against the real server', () => {
  it('an application with a real PDF is uploaded (progress shown), thanked, mailed to careers with the resume attached, and the dialog closes by itself after 10 s', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const name = 'Tunde Bakare';
    const email = `tunde.${Date.now()}@example.com`;
    try {
      const dialog = await openApplication(page);
      // Nothing typed yet: every field, the resume too, says what it needs; nothing is sent.
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      await expect.poll(() => resumeDescription(dialog)).toContain(resumeMessages.required);
      expect(await dialog.getByText('Enter your name.').isVisible()).toBe(true);

      await fillIn(dialog, name, email);
      const pdf = await resumePdf(name, 600 * 1024);
      await dialog.getByLabel('Resume').setInputFiles({ name: 'Tunde CV.pdf', mimeType: 'application/pdf', buffer: pdf });
      expect(await resumeDescription(dialog)).toContain('Tunde CV.pdf');

      // Record what the progress bar says while the upload goes out (throttled, so it takes a moment).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { progressSeen: string[] }).progressSeen = seen;
        new MutationObserver(() => {
          const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
          if (value != null && seen.at(-1) !== value) seen.push(value);
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      expect(await dialog.getByRole('button', { name: 'Submitting...' }).isDisabled()).toBe(true);

      await dialog.getByText('Thank you for your submission!').waitFor({ timeout: 20_000 });
      expect(await dialog.getByText("We'll get back to you once your application is analyzed.").isVisible()).toBe(true);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      const progress = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(Number);
      // From 0, rising, through values between (the last step to 100 may land with the answer, in one render).
      expect(progress[0], `progress seen: ${progress.join(', ')}`).toBe(0);
      expect(progress.some((value) => value > 0 && value < 100), `progress seen: ${progress.join(', ')}`).toBe(true);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      // Stored and mailed to careers, the resume attached (no SMTP_URL -> .eml).
      await expect.poll(async () => (await mailsContaining(email)).length, { timeout: 15_000 }).toBe(1);
      const [eml] = await mailsContaining(email);
      expect(eml).toMatch(/^To: careers@orisun\.software\r$/m);
      expect(eml).toContain(`Reply-To: ${email}\r\n`);
      // The text part is quoted-printable: join its soft line breaks before reading it.
      const text = eml!.replace(/=\r\n/g, '');
      expect(text).toContain('Role of interest: Backend developer');
      expect(text).toContain('Why do you want to join us?\r\nI have built payment APIs');
      const attachment = attachmentOf(eml!);
      expect(attachment.headers).toMatch(/Content-Type: application\/pdf/);
      expect(attachment.headers).toMatch(/Content-Disposition: attachment;\s+filename=resume-tunde-bakare\.pdf/);
      expect(attachment.bytes.equals(pdf)).toBe(true);

      // Closes by itself 10 s after the thanks appeared, and focus goes back to the button.
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await expectFocusOn(page.getByRole('button', { name: 'Join Our Team' }));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("on a 375 px phone the upload progress is in sight, where the button is, while 'Submitting...' shows", { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    try {
      const dialog = await openApplication(page);
      await fillIn(dialog, 'Ada Obi', `ada.${Date.now()}@example.com`);
      const pdf = await resumePdf('Ada Obi', 600 * 1024);
      await dialog.getByLabel('Resume').setInputFiles({ name: 'Ada CV.pdf', mimeType: 'application/pdf', buffer: pdf });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
      await dialog.getByRole('button', { name: 'Submit application' }).click();

      const submitting = dialog.getByRole('button', { name: 'Submitting...' });
      const progress = dialog.getByRole('progressbar', { name: 'Uploading your application' });
      await progress.waitFor();
      const inView = async (target: Locator) => {
        const box = await target.boundingBox();
        expect(box, 'it has a box').not.toBeNull();
        return box!.y >= 0 && box!.y + box!.height <= 667;
      };
      expect(await inView(progress), 'the progress bar is inside the 667 px tall viewport').toBe(true);
      expect(await inView(submitting), "'Submitting...' is inside the viewport").toBe(true);

      await dialog.getByText('Thank you for your submission!').waitFor({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a text file renamed .pdf: the server looks inside, and the resume field says it is not a PDF", { timeout: 30_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const name = 'Ada Obi';
    const email = `ada.${Date.now()}@example.com`;
    try {
      const dialog = await openApplication(page);
      await fillIn(dialog, name, email);
      await dialog.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('I am a text file.\n') });
      const answer = page.waitForResponse((r) => r.url().endsWith('/submit_team-form'));
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      expect((await answer).status()).toBe(400);
      await expect.poll(() => resumeDescription(dialog)).toContain(resumeMessages.content);
      expect(await dialog.getByLabel('Resume').getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
      // The form stays, with what was typed.
      expect(await dialog.getByLabel('Full name').inputValue()).toBe(name);
      expect(await dialog.getByText('Something went wrong!').count()).toBe(0);
      expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
      expect(await mailsContaining(email)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a .exe or .txt resume is refused in the browser, by its name, and nothing is sent', { timeout: 30_000 }, async () => {
    const { context, page, problems } = await openPage(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/submit_team-form')) sent.push(request.method());
    });
    try {
      const dialog = await openApplication(page);
      await fillIn(dialog, 'Kemi Ade', 'kemi@example.com');
      const pdfBytes = await resumePdf('Kemi Ade');
      for (const file of [
        { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') },
        // A PDF's bytes under a .txt name: the form goes by the name (the server by the content).
        { name: 'resume.txt', mimeType: 'text/plain', buffer: pdfBytes },
      ]) {
        await dialog.getByLabel('Resume').setInputFiles(file);
        await expect.poll(() => resumeDescription(dialog)).toContain(resumeMessages.type);
        await dialog.getByRole('button', { name: 'Submit application' }).click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
        expect(await dialog.getByLabel('Resume').getAttribute('aria-invalid')).toBe('true');
      }
      expect(sent).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
