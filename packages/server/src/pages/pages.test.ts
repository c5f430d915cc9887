import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '@orisun/tokens/values';
import { chromiumArgs, chromiumPath } from '@orisun/test-support/chromium';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { confirmedPage, confirmPage, unknownConfirmTokenPage, unknownUnsubscribeTokenPage, unsubscribedPage } from './subscriptions.ts';
import { renderPage } from './template.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const confirmAction = '/api/subscriptions/confirm?token=' + 'A'.repeat(32);

const pages: [string, string][] = [
  ['unsubscribed', unsubscribedPage('developer-portal', 'ada@example.com')],
  ['unknown unsubscribe link', unknownUnsubscribeTokenPage()],
  ['confirm (with its button)', confirmPage('newsletter', 'ada@example.com', confirmAction)],
  ['confirmed', confirmedPage('newsletter', 'ada@example.com')],
  ['unknown confirmation link', unknownConfirmTokenPage()],
];

/** The same pages in French (a subscription made on a `/fr/` page, or a browser that asks for French). */
const frenchPages: [string, string][] = [
  ['French unsubscribed', unsubscribedPage('developer-portal', 'afiavi@example.bj', 'fr')],
  ['French unknown unsubscribe link', unknownUnsubscribeTokenPage('fr')],
  ['French confirm (with its button)', confirmPage('newsletter', 'afiavi@example.bj', confirmAction, 'fr')],
  ['French confirmed', confirmedPage('newsletter', 'afiavi@example.bj', 'fr')],
  ['French unknown confirmation link', unknownConfirmTokenPage('fr')],
];

/** What a reader reads of a page: the text of its title, heading, paragraphs, button and links. */
function readText(html: string): string[] {
  const unescape = (text: string) => text.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(/<(title|h1|p|button|a)\b[^>]*>([^<]*)</g)].map((match) => unescape(match[2]!));
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('the server-rendered page template', () => {
  it("takes its colours from the tokens' light and dark roles, not a palette of its own", () => {
    const html = renderPage({ title: 'T', lines: [] });
    for (const colour of [lightColors.bg.canvas, lightColors.fg.default, lightColors.fg.link, darkColors.bg.canvas, darkColors.fg.default, darkColors.fg.link]) {
      expect(html).toContain(colour);
    }
  });

  it('escapes text and attributes', () => {
    const html = renderPage({ title: '<T>', lines: ['"<b>"'], form: { action: '/x?a=1&b="2"', label: '<go>' }, links: [{ href: 'javascript:"x"', label: '<l>' }] });
    expect(html).not.toMatch(/<b>|<T>|<go>|<l>/);
    expect(html).toContain('action="/x?a=1&amp;b=&quot;2&quot;"');
  });

  it('is in English unless told, and in French when told: the lang attribute, the words, French typography', () => {
    for (const [name, html] of pages) {
      expect(html, name).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html, name).toContain('<nav aria-label="Continue">');
    }
    for (const [name, html] of frenchPages) {
      expect(html, name).toMatch(/^<!doctype html>\n<html lang="fr">/);
      expect(html, name).toContain('<nav aria-label="Continuer">');
      expect(html, name).toContain('<a href="/fr/">Aller sur le site d’Orisun Software</a>');
      for (const text of readText(html)) expect(frenchTypographyProblems(text), `${name}: ${text}`).toEqual([]);
    }
  });

  it('words each French page as a reader in Cotonou expects, its links to the French site', () => {
    const [unsubscribed, unknownUnsubscribe, confirm, confirmed, unknownConfirm] = frenchPages.map(([, html]) => readText(html)) as [string[], string[], string[], string[], string[]];
    expect(unsubscribed).toEqual([
      'Désabonnement confirmé | Orisun Software',
      'Orisun Software',
      'Désabonnement confirmé',
      'L’adresse afiavi@example.bj n’est plus inscrite sur la liste d’attente du portail développeurs, et nous ne lui écrirons plus à ce sujet.',
      'Une erreur\u00a0? Vous pouvez vous réinscrire à tout moment.',
      'Se réinscrire sur la liste d’attente du portail développeurs',
      'Aller sur le site d’Orisun Software',
    ]);
    expect(frenchPages[0]![1]).toContain('<a href="/fr/developers/api-docs">Se réinscrire');
    expect(unknownUnsubscribe).toContain('Ce lien de désabonnement n’est pas valide');
    expect(frenchPages[1]![1]).toContain(`href="mailto:hello@orisun.software?subject=${encodeURIComponent('Merci de me désabonner')}"`);
    expect(confirm).toContain('Inscrire l’adresse afiavi@example.bj à la lettre d’information d’Orisun Software\u00a0? Nous ne lui écrirons qu’une fois votre inscription confirmée.');
    expect(confirm).toContain('Oui, m’inscrire à la lettre d’information d’Orisun Software');
    expect(confirmed.slice(2, 4)).toEqual([
      'Inscription confirmée',
      'L’adresse afiavi@example.bj est bien inscrite à la lettre d’information d’Orisun Software. Nous vous avons envoyé un message de bienvenue\u00a0; chacun de nos messages contient un lien de désabonnement.',
    ]);
    expect(frenchPages[3]![1]).toContain('<a href="/fr/events">Retour à la lettre d’information d’Orisun Software</a>');
    expect(unknownConfirm).toContain('Ce lien de confirmation n’est pas valide');
    // Nothing English is left on a French page (the company's name and addresses aside).
    for (const [name, html] of frenchPages) expect(readText(html).join(' '), name).not.toMatch(/\b(the|you|your|link|mail|subscri\w*|website)\b/i);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each([...pages, ...frenchPages])(`%s page: no axe violations in ${colorScheme} mode`, async (_name, html) => {
      const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 720 } });
      try {
        const page = await context.newPage();
        await page.route('**/*', (route) => route.fulfill({ status: 404, body: '' }));
        await page.setContent(html);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        expect(violations).toEqual([]);
        // The mode really applies: the page's background is the tokens' canvas of that mode.
        const background = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--bg').trim());
        expect(background).toBe((colorScheme === 'light' ? lightColors : darkColors).bg.canvas);
      } finally {
        await context.close();
      }
    });
  }
});
