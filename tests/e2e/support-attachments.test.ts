import { describe, expect, inject, it } from 'vitest';
import { mailsContaining } from './support/mail.ts';
import { axeViolations, openPage, sharedBrowser, toast, waitForHydration } from './support/browser.ts';

const browser = await sharedBrowser();
const baseUrl = inject('baseUrl');
const admin = inject('admin');

/** A small real PDF and a real 1x1 PNG: the server checks their content. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('attachments on a ticket, both ways, against the real server', () => {
  it('a customer attaches a PDF on /support; staff see and download it, reply with an image, and the mail carries it', { timeout: 150_000 }, async () => {
    const subject = `Invoice total is wrong ${Date.now()}`;
    const email = `bola.${Date.now()}@example.com`;
    let reference = '';

    const customer = await openPage(browser);
    try {
      const page = customer.page;
      await page.goto(`${baseUrl}/support`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Submit a support request' });
      // The file is chosen first, before the form's code has loaded (an intent island: nothing has focused it yet);
      // once typing loads it, the form takes up the chosen file.
      await form.getByLabel(/^Attachments \(optional\)/).setInputFiles({ name: 'invoice-march.pdf', mimeType: 'application/pdf', buffer: pdf });
      await form.getByLabel('Full name').fill('Bola Adeyemi');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Detailed description').fill('The March invoice adds VAT twice. The invoice is attached.');
      await form.getByRole('button', { name: 'Remove invoice-march.pdf' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Submit Request' }).click();
      const success = page.getByRole('status');
      await success.getByRole('heading', { name: 'Request Submitted!' }).waitFor({ timeout: 15_000 });
      reference = (await success.getByRole('definition').textContent())!.trim();
      expect(reference).toMatch(/^ORI(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    } finally {
      await customer.context.close();
    }

    const staff = await openPage(browser);
    try {
      const page = staff.page;
      await page.goto(`${baseUrl}/admin`);
      await waitForHydration(page);
      const signIn = page.getByRole('form', { name: 'Sign in to the support desk' });
      await signIn.getByLabel('E-mail').fill(admin.email);
      await signIn.getByLabel('Password').fill(admin.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Desk views' }).waitFor({ timeout: 15_000 });
      await page.goto(`${baseUrl}/admin/dashboard?q=${reference}&ticket=${reference}`);
      const card = page.getByRole('article', { name: subject });
      const link = card.getByRole('link', { name: /invoice-march\.pdf \(PDF, / });
      await link.waitFor({ timeout: 15_000 });
      expect(await link.getAttribute('download')).toBe(`ticket-${reference}-1.pdf`);

      // The download: saved under the server's name, the bytes the customer sent.
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`ticket-${reference}-1.pdf`);
      const saved = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(pdf);

      // A response with an image.
      await card.getByRole('textbox', { name: /^Response to the customer/ }).fill('We fixed the VAT; see the corrected settings.');
      await card.getByLabel(/^Attach files/).setInputFiles({ name: 'vat-settings.png', mimeType: 'image/png', buffer: png });
      await card.getByRole('button', { name: 'Remove vat-settings.png' }).waitFor();
      await card.getByRole('button', { name: 'Send response' }).click();
      await toast(page, 'Response added successfully').waitFor({ timeout: 15_000 });
      await card.getByRole('link', { name: /vat-settings\.png \(PNG image, / }).waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await staff.context.close();
    }

    // The customer's mail carries the image as a real attachment under the server's name.
    const responseMail = async () => (await mailsContaining(`[${reference}] New response`)).at(0);
    await expect.poll(async () => (await responseMail()) !== undefined, { timeout: 20_000 }).toBe(true);
    const mail = (await responseMail())!;
    expect(mail).toMatch(new RegExp(`Content-Disposition: attachment;\\s+filename=ticket-${reference}-2\\.png`));
    expect(mail).toContain('Content-Type: image/png');
    expect(mail.replace(/\r?\n/g, '')).toContain(png.toString('base64'));
  });
});
