import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteRendererFile, siteRendererFileIn, type CustomerTicketsIslandProps } from '@orisun/api/routing';
import { authAppFixture } from '../../test-support/auth.ts';
import { supportFormTicket } from '../../test-support/tickets.ts';
import { signedInPageCacheControl } from './customerTicketPage.ts';

// A built site in a temporary directory: `/dashboard`'s prerendered page (the header's island, then the customer
// tickets' island with its signed-out view and the sign-in form's island on intent) and a stand-in renderer beside it
// (the real one, the site's TicketPage, is tested in the site and end to end).
const root = path.join(os.tmpdir(), `orisun-ticket-page-${process.pid}-${randomBytes(4).toString('hex')}`);
const siteDir = path.join(root, 'site');
const rendererPath = path.resolve(siteDir, siteRendererFile);
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
function writeRenderer(body: string) {
  mkdirSync(path.dirname(rendererPath), { recursive: true });
  writeFileSync(
    rendererPath,
    `const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const renderForumThread = () => '';
export const forumListTitle = () => '';
export const forumThreadTitle = () => '';
export const renderIsland = async (name, props, index) => { ${body} };
`,
  );
  // A new build: the server imports the renderer again.
  const at = new Date(Date.now() + Math.random() * 1e6);
  utimesSync(rendererPath, at, at);
}
writeRenderer(`return '<div data-rendered-island="' + name + ':' + index + '">' + escape(JSON.stringify(props)) + '</div>';`);
const signInSources = '/assets/TicketSignInForm.js /assets/preact.js';
const prerendered = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your Support Tickets | Orisun Software</title></head><body><div id="root">',
  '<div data-island="HeaderBar" data-island-src="/assets/h.js" style="display:contents"><header><div>menu</div></header></div>',
  `<main><div data-island="CustomerTickets" data-island-src="/assets/CustomerTickets.js" style="display:contents"><div><h1>View your ticket</h1><div data-island-intent="TicketSignInForm" data-island-src="${signInSources}"><form>sign in</form></div></div></div></main>`,
  '<footer>Footer</footer></div></body></html>',
].join('\n');
mkdirSync(siteDir, { recursive: true });
writeFileSync(path.join(siteDir, 'dashboard.html'), prerendered);
writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Page not found | Orisun Software</title><p>Not found</p>');

const site = authAppFixture({ SITE_DIR: siteDir, FORM_RATE_LIMIT_PER_HOUR: '100000' });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (cookie?: string, url = '/dashboard') => site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The props the stand-in renderer was given for the customer tickets' island, and the island's place in the page. */
function renderedIsland(html: string): { index: number; props: CustomerTicketsIslandProps } | undefined {
  const match = /<div data-island="CustomerTickets" data-island-props="([^"]*)"[^>]*><div data-rendered-island="CustomerTickets:(\d+)">([\s\S]*?)<\/div><\/div>/.exec(html);
  if (!match) return undefined;
  const props = JSON.parse(unescape(match[3]!)) as CustomerTicketsIslandProps;
  // The element's props attribute is what the renderer was given: the browser hydrates with the same.
  expect(JSON.parse(unescape(match[1]!))).toEqual(props);
  return { index: Number(match[2]), props };
}

/** A ticket of `email` from the support form, and the session the form's answer started (limited to that ticket). */
async function ticketOf(email: string, subject: string) {
  const res = await site.app.inject({ method: 'POST', url: '/support-form', remoteAddress: `10.77.0.${Math.floor(Math.random() * 250) + 1}`, payload: { name: 'Chiamaka Eze', email, subject, message: 'Since Monday our invoices show USD.', urgency: 'high' } });
  expect(res.statusCode, res.body).toBe(200);
  return { reference: (res.json() as { ticket: string }).ticket, limitedCookie: site.sessionCookie(res) };
}

async function fullSession(email: string, reference: string) {
  const res = await site.app.inject({ method: 'POST', url: '/api/ticket-auth', remoteAddress: '10.78.0.1', payload: { email, ticketId: reference } });
  expect(res.statusCode, res.body).toBe(200);
  return site.sessionCookie(res);
}

describe("GET /dashboard: a customer's own tickets in the page's HTML", () => {
  it('renders the island with the tickets of the session, and nothing of another address, never to be stored', async () => {
    const first = await ticketOf('chiamaka@example.com', 'Invoices show USD');
    await ticketOf('chiamaka@example.com', 'Receipts are blank');
    await supportFormTicket(site, { email: 'kojo@example.com', subject: 'Someone else’s payroll question' });

    // The session the support form started: that ticket alone.
    const limited = await page(first.limitedCookie);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.headers['cache-control']).toBe(signedInPageCacheControl);
    const one = renderedIsland(limited.body);
    // Its ids are numbered as the browser numbers them: the second island of the page.
    expect(one?.index).toBe(1);
    expect(one?.props.signedIn).toMatchObject({ email: 'chiamaka@example.com', limited: true, tickets: [{ reference: first.reference, subject: 'Invoices show USD' }] });

    // The full sign-in: every ticket of the address, newest first, and never another address's.
    const full = renderedIsland((await page(await fullSession('chiamaka@example.com', first.reference))).body);
    expect(full?.props.signedIn?.limited).toBe(false);
    expect(full?.props.signedIn?.tickets.map((t) => t.subject)).toEqual(['Receipts are blank', 'Invoices show USD']);
    expect(limited.body + JSON.stringify(full)).not.toContain('kojo@example.com');
    expect(limited.body).not.toContain('payroll');

    // The page's other parts are the prerendered ones; the sign-in form's code address stays on the page for later.
    expect(limited.body).toContain('<div data-island="HeaderBar" data-island-src="/assets/h.js" style="display:contents"><header><div>menu</div></header></div>');
    expect(limited.body).toContain(`<template data-island-intent="TicketSignInForm" data-island-src="${signInSources}"></template>`);
    expect(limited.body).toContain('<footer>Footer</footer>');
  });

  it('sends the prerendered page without a session, with a staff session, with the mail link, or when the renderer fails', async () => {
    const { limitedCookie } = await ticketOf('amaka@example.com', 'Invoices show USD');
    for (const answer of [await page(), await page('orisun_session=not-a-session'), await page((await site.signedIn('staff')).cookie), await page(limitedCookie, '/dashboard?link=abc')]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(prerendered);
      expect(answer.headers['cache-control']).not.toBe(signedInPageCacheControl);
    }

    writeRenderer(`throw new Error('renderer broke');`);
    try {
      const answer = await page(limitedCookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(prerendered);
    } finally {
      writeRenderer(`return '<div data-rendered-island="' + name + ':' + index + '">' + escape(JSON.stringify(props)) + '</div>';`);
    }
    expect(renderedIsland((await page(limitedCookie)).body)?.props.signedIn?.email).toBe('amaka@example.com');
  });

  it('keeps hostile ticket text inert in the props attribute', async () => {
    const { limitedCookie } = await ticketOf('ada@example.com', '"><script>alert(1)</script>');
    const answer = await page(limitedCookie);
    expect(answer.body).not.toContain('<script>alert(1)</script>');
    expect(renderedIsland(answer.body)?.props.signedIn?.tickets[0]?.subject).toBe('"><script>alert(1)</script>');
  });
});

describe('GET /fr/dashboard: the French page, rendered by the French build', () => {
  // The French build's page and renderer beside the English ones (site/src/build/prerender.ts writes fr/dashboard.html).
  const frenchPrerendered = prerendered.replace('lang="en"', 'lang="fr"').replace('View your ticket', 'Consulter votre ticket');
  mkdirSync(path.join(siteDir, 'fr'), { recursive: true });
  writeFileSync(path.join(siteDir, 'fr', 'dashboard.html'), frenchPrerendered);
  const frenchRenderer = path.resolve(siteDir, siteRendererFileIn('fr'));
  mkdirSync(path.dirname(frenchRenderer), { recursive: true });
  writeFileSync(
    frenchRenderer,
    `export const renderForumThread = () => '';
export const forumListTitle = () => '';
export const forumThreadTitle = () => '';
export const renderIsland = async (name, props, index) => '<div data-rendered-island="' + name + ':' + index + '">en français: ' + props.signedIn.tickets.length + ' tickets</div>';
`,
  );

  it('answers with the French page, its island rendered by the French renderer for a session', async () => {
    const signedOut = await page(undefined, '/fr/dashboard');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toBe(frenchPrerendered);

    const { limitedCookie } = await ticketOf('koffi@example.com', 'Les factures sont en USD');
    const french = await page(limitedCookie, '/fr/dashboard');
    expect(french.statusCode).toBe(200);
    expect(french.headers['cache-control']).toBe(signedInPageCacheControl);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<div data-rendered-island="CustomerTickets:1">en français: 1 tickets</div>');
    // The English page stays the English build's.
    expect(renderedIsland((await page(limitedCookie)).body)?.props.signedIn?.email).toBe('koffi@example.com');
  });

  it('takes the language switch (?language=) as every page does: remembered, then the page without it', async () => {
    const switched = await page(undefined, '/dashboard?language=fr');
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/dashboard');
    expect(String(switched.headers['set-cookie'])).toContain('orisun_language=fr');
    const back = await page(undefined, '/fr/dashboard?language=en&link=abc');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/fr/dashboard?link=abc');
  });
});
