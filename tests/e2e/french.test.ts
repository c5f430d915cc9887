/**
 * French under `/fr/` (issue 25, docs/adr/0032-french-under-fr.md): each French page is prerendered in French with
 * `lang="fr"` and `hreflang` links both ways, the sitemap lists both languages, the language links keep the visitor on
 * the same page, and `/` offers French to a browser that prefers it without ever redirecting.
 */
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import { shellPages } from '@orisun/api/routing';
import { axeViolations, desktopViewport, mobileViewport, openPage, sharedBrowser, waitForAnimations, waitForHydration } from './support/browser.ts';
import { prerenderedFile, sitemapRoutes } from './support/routes.ts';
import { basePath, pathIn, translatedPaths } from '../../site/src/i18n/index.ts';
import { mailsContaining } from './support/mail.ts';
import { forumVisitorHeaders } from './support/forum.ts';

const browser = await sharedBrowser();
const baseUrl = inject('baseUrl');

const routes = sitemapRoutes();

/** A mail's text as its reader sees it (decoded from whatever transfer encoding it was sent in). */
const plainMail = async (eml: string) => (await simpleParser(eml)).text ?? '';
const frenchRoutes = routes.filter((route) => route.startsWith('/fr/'));
/** The French pages the sitemap lists: all but the shells (the customer ticket page). */
const indexedTranslatedPaths = [...translatedPaths].filter((path) => !shellPages.some((shell) => shell.pattern === path));

/** The `hreflang` links of a prerendered page, by language. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]));
}

describe('French pages', () => {
  it('exist for every translated page, and the sitemap lists both languages with their alternates', () => {
    // The customer ticket page is a shell (noindex, not in the sitemap), prerendered in French too.
    expect(frenchRoutes.map(basePath).sort()).toEqual(indexedTranslatedPaths.sort());
    expect(readFileSync(prerenderedFile('/').replace(/index\.html$/, 'fr/dashboard.html'), 'utf8')).toMatch(/<html lang="fr"/);
    const xml = readFileSync(prerenderedFile('/').replace(/index\.html$/, 'sitemap.xml'), 'utf8');
    for (const path of indexedTranslatedPaths) {
      const entry = new RegExp(`<url><loc>[^<]*${pathIn('fr', path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>(.*?)</url>`).exec(xml);
      expect(entry?.[1], `sitemap entry of ${pathIn('fr', path)}`).toContain('hreflang="en"');
      expect(entry?.[1]).toContain('hreflang="x-default"');
    }
  });

  it('are French documents with hreflang links both ways, and their English pages link back', () => {
    for (const route of frenchRoutes) {
      const html = readFileSync(prerenderedFile(route), 'utf8');
      const english = readFileSync(prerenderedFile(basePath(route)), 'utf8');
      expect(html, route).toMatch(/<html lang="fr"/);
      expect(english, basePath(route)).toMatch(/<html lang="en"/);
      const expected = { en: basePath(route), fr: route, 'x-default': basePath(route) };
      expect(alternates(html), route).toEqual(expected);
      expect(alternates(english), basePath(route)).toEqual(expected);
      expect(html).toContain('<meta property="og:locale" content="fr_BJ">');
      // Its own description, not the English page's (a title may be a name: "Orisun Labs").
      const description = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
      expect(description(html), route).not.toBe(description(english));
    }
  });

  it('/fr/ reads in French, passes axe, and its links stay in French', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: desktopViewport });
    try {
      await page.goto(`${baseUrl}/fr/`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Nous contacter' }).first().waitFor();
      expect(await page.getByRole('navigation', { name: 'Principal' }).count()).toBeGreaterThan(0);
      await waitForAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
      // Every internal link of the page goes to a French page where there is one.
      const hrefs = await page.$$eval('a[href^="/"]:not([data-language-choice])', (links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(5);
      expect(hrefs.filter((href) => translatedPaths.has(href.replace(/[?#].*$/, '')))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the header and footer links switch to the same page in the other language, and the choice is remembered', async () => {
    const { context, page } = await openPage(browser, { viewport: desktopViewport });
    try {
      const [translated = '/'] = [...translatedPaths].filter((p) => p !== '/');
      await page.goto(`${baseUrl}${translated}`);
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(`${baseUrl}${pathIn('fr', translated)}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect((await context.cookies()).find((c) => c.name === 'orisun_language')?.value).toBe('fr');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${baseUrl}${translated}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect((await context.cookies()).find((c) => c.name === 'orisun_language')?.value).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('/ offers French to a browser that prefers it, on a phone, and "Rester en anglais" is remembered without JavaScript', async () => {
    const { context, page } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true, locale: 'fr-BJ', javaScriptEnabled: false });
    try {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${baseUrl}/`);
      const offer = page.getByRole('complementary', { name: 'Français' });
      await offer.getByText('Ce site existe aussi en français.').waitFor();
      // In the HTML from the start, above the header: nothing moves when it appears.
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await offer.getByRole('link', { name: 'Rester en anglais' }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(await page.getByText('Ce site existe aussi en français.').count()).toBe(0);
      await page.goto(`${baseUrl}/`);
      expect(await page.getByText('Ce site existe aussi en français.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('/ offers nothing to an English browser, and the offer leads to /fr/ for a French one', async () => {
    const english = await openPage(browser, { locale: 'en-NG' });
    try {
      await english.page.goto(`${baseUrl}/`);
      await waitForHydration(english.page);
      expect(await english.page.getByText('Ce site existe aussi en français.').count()).toBe(0);
    } finally {
      await english.context.close();
    }
    const french = await openPage(browser, { locale: 'fr-FR' });
    try {
      await french.page.goto(`${baseUrl}/`);
      await waitForHydration(french.page);
      expect(await axeViolations(french.page)).toEqual([]);
      await french.page.getByRole('link', { name: 'Lire en français' }).click();
      await french.page.waitForURL(`${baseUrl}/fr/`);
    } finally {
      await french.context.close();
    }
  });

  it('an unknown address under /fr/ is the French not-found page, with status 404', async () => {
    const res = await fetch(`${baseUrl}/fr/nulle-part`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain('Page introuvable');
  });

  it('a French visitor writes from /fr/contact: Cotonou is chosen already, the form answers and says what to fix in French, the Cotonou office gets the mail', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true, locale: 'fr-BJ', reducedMotion: 'reduce' });
    const name = `Afiavi Hounkpe ${Date.now()}`;
    const text = 'Bonjour, pouvez-vous passer à notre boutique de Ganhi jeudi pour parler d’une application de stock ?';
    try {
      await page.goto(`${baseUrl}/fr/contact`);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
      expect(await form.getByRole('radio', { name: /Cotonou/ }).isChecked()).toBe(true);
      expect(await page.getByRole('tab', { name: 'Cotonou' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel', { name: 'Cotonou' }).getByText('République du Bénin').first().isVisible()).toBe(true);

      await form.getByLabel('Nom').fill(name);
      const email = form.getByLabel('Adresse e-mail');
      await email.fill('afiavi@');
      await form.getByLabel('Message').fill(text);
      const send = form.getByRole('button', { name: 'Envoyer le message' });
      await expect.poll(() => send.isEnabled()).toBe(true);
      // The contract's rules speak the page's language: what to fix is said in French, on the field.
      await send.tap();
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(async () => (await email.evaluate((field) => field === document.activeElement))).toBe(true);
      expect(await form.getByText('Indiquez une adresse e-mail valide, comme nom@exemple.com.').isVisible()).toBe(true);
      await email.fill('afiavi@example.com');
      // It asks the server for French too, whatever the browser prefers: a refusal from the server reads as the page.
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/contact');
      await send.tap();
      expect((await sent).headers()['accept-language']).toBe('fr');

      await page.getByRole('status').getByRole('heading', { name: 'Message envoyé !' }).waitFor();
      // French keeps a number and its unit together with a no-break space: compared as a reader sees it.
      expect((await page.getByRole('status').textContent())?.replace(/\s+/g, ' ')).toContain('Notre équipe basée à Cotonou vous répondra sous 24 heures.');
      await expect.poll(async () => (await mailsContaining(name)).length, { timeout: 15_000 }).toBe(1);
      const [eml] = await mailsContaining(name);
      expect(eml).toMatch(/^To: cotonou@orisun\.software\r$/m);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a French customer opens a ticket from /fr/support: the form says what to fix in French, the mail is French, its link opens the French ticket page, where they reply', { timeout: 120_000 }, async () => {
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true, locale: 'fr-BJ', reducedMotion: 'reduce' });
    const subject = `Les factures affichent des dollars ${Date.now()}`;
    const email = `koffi.${Date.now()}@example.bj`;
    try {
      await page.goto(`${baseUrl}/fr/support`);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contacter l’assistance');
      const form = page.getByRole('form', { name: 'Envoyer une demande d’assistance' });
      await form.getByLabel('Nom complet').fill('Koffi Agbodjan');
      await form.getByLabel('Adresse e-mail').fill(email);
      await form.getByRole('radio', { name: 'Élevée' }).check();
      await form.getByLabel('Description détaillée').fill('Depuis lundi, notre page de factures affiche les montants en USD au lieu de FCFA.');
      const send = form.getByRole('button', { name: 'Envoyer la demande' });
      // No subject yet: the contract's rule says so in French, on the field.
      await send.tap();
      const subjectField = form.getByLabel('Objet');
      await expect.poll(() => subjectField.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByText('Indiquez l’objet.').isVisible()).toBe(true);
      await subjectField.fill(subject);
      await send.tap();

      const success = page.getByRole('status');
      await success.getByRole('heading', { name: 'Demande envoyée !' }).waitFor({ timeout: 15_000 });
      const reference = (await success.getByRole('definition').textContent())!.trim();
      expect(reference).toMatch(/^ORI(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      expect((await success.textContent())?.replace(/\s+/g, ' ')).toContain('Nous répondons aux tickets d’urgence élevée en 2 heures environ en moyenne.');
      await waitForAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
      // Its way on to the ticket is the French ticket page.
      expect(await success.getByRole('link', { name: 'Suivre votre ticket' }).getAttribute('href')).toBe('/fr/dashboard');

      // The mail is in the language the ticket was opened in, with the one-time link to the ticket page.
      const toCustomer = async () => (await mailsContaining(reference)).filter((m) => m.split(/\r?\n/).includes(`To: ${email}`));
      await expect.poll(async () => (await toCustomer()).length, { timeout: 15_000 }).toBe(1);
      const mail = await plainMail((await toCustomer())[0]!);
      expect(mail).toMatch(/^Bonjour Koffi Agbodjan,$/m);
      expect(mail).toContain(`Le numéro de votre ticket est ${reference}.`);
      const link = /(https?:\/\/\S+\/fr\/dashboard\?link=[A-Za-z0-9_-]+)$/m.exec(mail)?.[1];
      expect(link, mail).toBeTruthy();
      await page.goto(`${baseUrl}${new URL(link!).pathname}${new URL(link!).search}`);

      // The ticket page in French: signed in by the link, the ticket with its badges and date in French.
      const ticket = page.getByRole('article', { name: subject });
      await ticket.waitFor({ timeout: 15_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vos tickets d’assistance');
      await page.getByRole('region', { name: /Notifications/ }).getByText('Connexion réussie').waitFor();
      expect(new URL(page.url()).search).toBe('');
      const card = (await ticket.textContent())!.replace(/\s+/g, ' ');
      expect(card).toContain(`Ticket ${reference}`);
      expect(card).toContain('ouvert');
      expect(card).toContain('Urgence élevée');
      expect(card).toMatch(/Ouvert le \d{1,2} [a-zéû]+\.? \d{4}/);
      expect(card).toContain('Pas encore de réponse.');

      // A reply, in French words throughout.
      const reply = ticket.getByRole('form', { name: `Répondre à l’équipe d’assistance\u00a0: ${subject}` });
      await reply.getByLabel('Répondre à l’équipe d’assistance').fill('Merci, voici une capture de la page des factures.');
      await reply.getByRole('button', { name: 'Envoyer la réponse' }).tap();
      await page.getByRole('region', { name: /Notifications/ }).getByText('Réponse envoyée').waitFor({ timeout: 15_000 });
      await ticket.locator('[data-part="Entry"][data-kind="customer"]').getByText('Votre réponse').waitFor();
      await waitForAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a French reader finds the forum in French at /fr/forum: its lists, a category and a thread stay under /fr/, the posts as written', { timeout: 120_000 }, async () => {
    const stamp = Date.now().toString(36);
    const title = `Facturation en FCFA avec l’API ${stamp}`;
    const response = await fetch(`${baseUrl}/threads`, {
      method: 'POST',
      headers: await forumVisitorHeaders(baseUrl),
      body: JSON.stringify({ title, category: 'Troubleshooting', content: 'Comment afficher les montants en FCFA dans les factures de l’API ?', tags: [`fcfa${stamp}`] }),
    });
    expect(response.status).toBe(200);
    const id = ((await response.json()) as { thread: { id: string } }).thread.id;
    const { context, page, problems } = await openPage(browser, { viewport: mobileViewport, isMobile: true, hasTouch: true, locale: 'fr-BJ', reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/fr/forum`);
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Forum de la communauté');
      expect(await page.title()).toBe('Forum de la communauté | Orisun Software');
      const row = page.getByRole('article', { name: title });
      expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(`/fr/forum/threads/${id}`);
      expect(await row.getByRole('link', { name: `fcfa${stamp}` }).getAttribute('href')).toBe(`/fr/forum/tag/fcfa${stamp}`);
      // A visitor who chose no name is stored as "Anonymous" and shown in the page's language.
      expect(await row.textContent()).toContain('Anonyme');
      expect(await row.textContent()).not.toContain('Anonymous');

      // A tab and a category: shown in place, each at its French address.
      const lists = page.getByRole('navigation', { name: 'Listes de discussions' });
      await lists.getByRole('link', { name: 'Sans réponse' }).tap();
      await page.waitForURL(`${baseUrl}/fr/forum?tab=unanswered`);
      await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: /^Troubleshooting/ }).tap();
      await page.waitForURL(`${baseUrl}/fr/forum/c/troubleshooting?tab=unanswered`);
      await page.getByRole('article', { name: title }).waitFor();
      await waitForAnimations(page);
      expect(await axeViolations(page)).toEqual([]);

      // The thread opens over the list at its French address; Back returns to the list.
      await page.getByRole('article', { name: title }).getByRole('link', { name: title }).tap();
      await page.waitForURL(`${baseUrl}/fr/forum/threads/${id}`);
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Comment afficher les montants en FCFA');
      expect(await dialog.textContent()).toContain('Publié par @Anonyme');
      await waitForAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await page.waitForURL(`${baseUrl}/fr/forum/c/troubleshooting?tab=unanswered`);

      // The category's own page, as a search engine or a shared link reaches it.
      await page.goto(`${baseUrl}/fr/forum/c/troubleshooting`);
      expect(await page.title()).toBe('Troubleshooting | Forum de la communauté | Orisun Software');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/fr\/forum\/c\/troubleshooting$/);
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(/[^r]\/forum\/c\/troubleshooting$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // With JavaScript off, the thread's French page reads whole, and its switch leads to the same thread in English.
    const plain = await openPage(browser, { javaScriptEnabled: false, locale: 'fr-BJ' });
    try {
      await plain.page.goto(`${baseUrl}/fr/forum/threads/${id}`);
      expect(await plain.page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await plain.page.title()).toBe(`${title} | Orisun Software`);
      expect(await plain.page.getByRole('heading', { name: title }).first().isVisible()).toBe(true);
      expect(await plain.page.getByText('Comment afficher les montants en FCFA').first().isVisible()).toBe(true);
      expect(await plain.page.getByText('Publié par @Anonyme').first().isVisible()).toBe(true);
      expect(await plain.page.getByRole('link', { name: `fcfa${stamp}` }).first().getAttribute('href')).toBe(`/fr/forum/tag/fcfa${stamp}`);
      await plain.page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
      await plain.page.waitForURL(`${baseUrl}/forum/threads/${id}`);
      expect(await plain.page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await plain.context.close();
    }
  });
});
