import { describe, expect, it } from 'vitest';
import { detectedLanguage } from './language.ts';

/* Detecting the language of a customer's mail (no database, no IMAP server): English, French, or too little to tell. */

describe('detectedLanguage', () => {
  it.each([
    ['fr', 'Factures en dollars\nBonjour,\n\nDepuis lundi, nos factures sont en dollars au lieu de francs CFA. Pouvez-vous corriger cela ?\n\nMerci'],
    ['fr', 'Le tableau de bord est très lent depuis hier après-midi, merci de regarder.'],
    ['en', 'Black screen after the update\nSince the update the app shows a black screen when I open the reports page. Can you help?'],
    ['en', 'The dashboard loads very slowly since yesterday afternoon, please have a look.'],
  ])('tells %s in a mail of a sentence or more', (language, text) => {
    expect(detectedLanguage(text)).toBe(language);
  });

  it.each([
    ['a few words', 'Facture 1042\nCi-joint.'],
    ['a few English words', 'Login fails\nI cannot sign in.'],
    ['no letters', '1042 / 2026-11-25 10:00 +229 97 00 00 00 ##### ----- 1042 / 2026-11-25'],
    // franc-min's usual mistake: English read as French, narrowly; a French answer must be clear.
    ['English that franc-min reads as French by a little', 'Invoices in dollars\nSince Monday our invoices show US dollars instead of CFA francs.'],
  ])('leaves %s undetermined', (_, text) => {
    expect(detectedLanguage(text)).toBeUndefined();
  });
});
