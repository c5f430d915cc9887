import { describe, expect, it } from 'vitest';
import { frenchTableProblems } from '@orisun/test-support/french-typography';
import { answerTables, forumAnswers, forumFollowAnswers, forumLimitAnswers } from './answers.ts';
import { forumFollowMessages } from './schemas/forumFollow.ts';
import { speakIn } from './messages/index.ts';

type Tables = (typeof answerTables)['en'];

/** Every sentence of a table by its dotted key, the functions written with sample values (and those that vary by number). */
function sentences(tables: Tables): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (typeof value === 'function') found.set(key, (value as (...args: unknown[]) => string)(...samples(key)));
    else for (const [name, inner] of Object.entries(value as object)) walk(inner, key ? `${key}.${name}` : name);
  };
  walk(tables, '');
  const { banned } = tables.forum;
  const { wait, threadsPerDay, repliesPerDay } = tables.forumLimits;
  found.set('forum.banned(1st)', banned(new Date('2027-01-01T08:05:00Z')));
  for (const seconds of [1, 2]) found.set(`forumLimits.wait(${seconds})`, wait(seconds));
  for (const seconds of [45, 600, 7200]) {
    found.set(`forumLimits.threadsPerDay(1, ${seconds})`, threadsPerDay(1, seconds));
    found.set(`forumLimits.repliesPerDay(5, ${seconds})`, repliesPerDay(5, seconds));
  }
  return found;
}

function samples(key: string): unknown[] {
  if (key === 'forum.banned') return [new Date('2026-12-04T18:40:00Z')];
  if (key === 'accepted.reservation') return ['Orisun Dev Day', 'sena@example.com'];
  if (key.endsWith('PerDay')) return [3, 5400];
  return ['Cotonou', 3];
}

describe("the server's answers", () => {
  it('are all written in French, none left in English, with French typography', () => {
    expect(frenchTableProblems(sentences(answerTables.en), sentences(answerTables.fr))).toEqual([]);
  });

  it("keep the forum's English sentences, and speak French when said() does", () => {
    const until = new Date('2026-12-04T18:40:00Z');
    expect(forumAnswers.banned(until)).toBe('A moderator has stopped posts, likes and reports from you until 2026-12-04 18:40 UTC.');
    expect(forumAnswers.visitorCookieNeeded).toBe("Reload the forum page and try again: your browser needs to keep the forum's cookie to like, report or post.");
    expect(forumAnswers.editWindowOver).toBe('Posts can be changed for 24 hours after posting; ask a moderator instead.');
    expect(forumLimitAnswers.wait(1)).toBe('You are posting too fast. Please wait 1 second and try again.');
    expect(forumLimitAnswers.threadsPerDay(2, 86_280)).toBe('You have started 2 threads in the last 24 hours, the most a day. Try again in 24 hours.');
    expect(forumLimitAnswers.repliesPerDay(3, 120)).toBe('You have written 3 replies in the last 24 hours, the most a day. Try again in 2 minutes.');
    try {
      speakIn(() => 'fr');
      expect(forumAnswers.banned(until)).toBe('Un modérateur a suspendu vos messages, vos J’aime et vos signalements jusqu’au 4 décembre 2026 à 18:40 UTC.');
      expect(forumAnswers.banned(new Date('2027-03-01T09:05:00Z'))).toContain('jusqu’au 1er mars 2027 à 09:05 UTC.');
      expect(forumLimitAnswers.wait(1)).toBe('Vous publiez trop vite. Patientez 1\u00a0seconde, puis réessayez.');
      expect(forumLimitAnswers.threadsPerDay(2, 86_280)).toBe('Vous avez ouvert 2\u00a0discussions ces dernières 24\u00a0heures, le maximum par jour. Réessayez dans 24\u00a0heures.');
    } finally {
      speakIn(() => 'en');
    }
  });

  it("keep the follow and name answers' English, and speak French when said() does (the stored name as it is)", () => {
    const english = {
      confirm: forumFollowMessages.confirm,
      already: forumFollowMessages.already,
      signInLinkSent: forumFollowMessages.signInLinkSent,
      nameSaved: forumFollowMessages.nameSaved('Kemi Adeyemi'),
      nameCleared: forumFollowMessages.nameCleared,
      nameTaken: forumFollowMessages.nameTaken,
      nameReserved: forumFollowMessages.nameReserved,
    };
    expect(english).toEqual({
      confirm: 'Check your inbox: follow the link we sent to confirm, and we will mail you about new replies.',
      already: 'This address already follows this thread.',
      signInLinkSent: 'If that address follows a thread here, we have sent it a link. It works once, within 30 minutes.',
      nameSaved: 'You post as Kemi Adeyemi now.',
      nameCleared: 'You post as Anonymous now.',
      nameTaken: 'Someone else has this name. Choose another.',
      nameReserved: 'This name belongs to the forum team. Choose another.',
    });
    expect(forumFollowAnswers.confirm).toBe(english.confirm);
    try {
      speakIn(() => 'fr');
      expect(forumFollowMessages.confirm).toBe(
        'Consultez votre boîte de réception\u00a0: confirmez avec le lien que nous venons de vous envoyer, et nous vous écrirons à chaque nouvelle réponse.',
      );
      expect(forumFollowAnswers.already).toBe('Cette adresse suit déjà cette discussion.');
      expect(forumFollowMessages.nameSaved('Kemi Adeyemi')).toBe('Vous publiez désormais en tant que Kemi Adeyemi.');
      expect(forumFollowMessages.nameCleared).toBe('Vous publiez désormais en tant que Anonymous.');
      expect(forumFollowMessages.nameReserved).toBe('Ce nom appartient à l’équipe du forum. Choisissez-en un autre.');
    } finally {
      speakIn(() => 'en');
    }
  });
});
