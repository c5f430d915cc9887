import { francAll } from 'franc-min';
import type { SiteLanguage } from '@orisun/api/languages';
import type { Queryable } from '../../db/index.ts';
import { latestTicketLanguage } from '../../db/inbound.ts';
import { noSubjectPlaceholder, noTextPlaceholder, type InboundMail } from './parse.ts';

/*
 * The language of a ticket opened by mail (issue 25): a customer who writes to the support mailbox in French gets the
 * desk's mails (the reference and sign-in link, later answers) in French, as one who used the French support form.
 */

/** franc's ISO 639-3 code of each of the site's languages: detection chooses among these only. */
const francCodes = { en: 'eng', fr: 'fra' } as const satisfies Record<SiteLanguage, string>;

/**
 * How much text detection needs, and how sure a French answer must be. franc-min compares letter trigrams, and its
 * mistakes between these two go mostly one way: English read as French, in short text. Measured on 12,000 mails of 11
 * to 515 characters made of support sentences written for the purpose, and on the site's own English and French copy:
 * with neither rule, 1 English mail in 17 came out French; with both, 1 in 270, and none of the site's copy. About one
 * mail in seven is then left undetermined, for the next rule to decide.
 */
const detection = {
  /** Characters of the customer's words, at least. */
  minLength: 50,
  /** A French answer counts when English scores at most 1 minus this (franc scores the best 1). */
  frenchMargin: 0.1,
} as const;

/** A reply's or a forward's prefix of the subject (`Re:`, `Fwd:`, French Outlook's `TR:`...): the mail program's word, not the customer's. */
const subjectPrefixes = /^(?:(?:re|fwd?|tr|aw|wg|rv|sv)\s*:\s*)+/i;

/** Links and addresses, which franc reads as English whatever the text around them. */
const linksAndAddresses = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+/gi;

/** What the customer wrote themselves: the subject without reply prefixes and the new text, without links, addresses or the reader's placeholders. */
function ownWords(mail: Pick<InboundMail, 'subject' | 'text'>): string {
  const subject = mail.subject === noSubjectPlaceholder ? '' : mail.subject.replace(subjectPrefixes, '');
  const text = mail.text === noTextPlaceholder ? '' : mail.text;
  return `${subject}\n${text}`.replace(linksAndAddresses, ' ').trim();
}

/**
 * The site's language `text` is written in, by franc-min among the site's languages only, or undefined when the text
 * is too short or too close to call (`detection`). franc reads the first 2,048 characters (so never the English note
 * of a shortened text, `capText`).
 */
export function detectedLanguage(text: string): SiteLanguage | undefined {
  const [best, runnerUp] = francAll(text, { only: Object.values(francCodes), minLength: detection.minLength });
  if (!best || best[0] === 'und') return undefined;
  if (best[0] === francCodes.fr && runnerUp && 1 - runnerUp[1] < detection.frenchMargin) return undefined;
  return (Object.keys(francCodes) as SiteLanguage[]).find((language) => francCodes[language] === best[0]);
}

/**
 * The language of the ticket a mail opens, so the desk writes to the customer in the language they wrote in. In order:
 *
 * 1. the mail's `Content-Language`, when it names one of the site's languages: the sender's own mail program states
 *    it, where the rules below guess;
 * 2. the language of the customer's own words (the subject and the new text, without quoted mail or signature), when
 *    franc-min can tell (`detectedLanguage`: long and clear enough);
 * 3. the language of the sender's latest earlier ticket (same address in any case): a short "Merci, ça marche"
 *    cannot be detected, but this customer was answered in French before;
 * 4. English, what the desk always wrote in.
 *
 * A customer's reply by mail on a ticket never comes here: the ticket keeps its language (handle.ts).
 */
export async function languageOfMailTicket(db: Queryable, mail: Pick<InboundMail, 'contentLanguage' | 'fromAddress' | 'subject' | 'text'>): Promise<SiteLanguage> {
  return mail.contentLanguage ?? detectedLanguage(ownWords(mail)) ?? (await latestTicketLanguage(db, mail.fromAddress.toLowerCase())) ?? 'en';
}
