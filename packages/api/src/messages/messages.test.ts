import { describe, expect, it } from 'vitest';
import { frenchTableProblems } from '@orisun/test-support/french-typography';
import { contactMessageSchema } from '../schemas/contact.ts';
import { invalidRequestMessage, issuesFromZodError } from '../schemas/errors.ts';
import { forumPostIssues } from '../forumText.ts';
import { forumMessages, forumPostMessages, forumReportSchema, forumTagSchema, forumThreadListQuerySchema, newThreadSchema } from '../schemas/forum.ts';
import { forumNameSchema } from '../schemas/forumFollow.ts';
import { en, enForum } from './en.ts';
import { fr, frForum } from './fr.ts';
import { said, speakIn, type ApiForumSentences } from './index.ts';

/** The sentences written from a list (the first argument is the list). */
const ofLists = new Set(['chooseList', 'forum.category', 'forum.tab']);

/** Every sentence of a table, by its dotted key, the functions written with sample values. */
function sentences(messages: ApiForumSentences): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (typeof value === 'function') found.set(key, (value as (...args: unknown[]) => string)(ofLists.has(key) ? ['newsletter', 'developer-portal'] : messages.labels.yourName, 100));
    else for (const [name, inner] of Object.entries(value as object)) walk(inner, key ? `${key}.${name}` : name);
  };
  walk(messages, '');
  // The sentences that change with their number.
  for (const max of [0, 1, 2]) found.set(`forumPost.tooManyLinks(${max})`, messages.forumPost.tooManyLinks(max));
  for (const [name, label] of Object.entries(messages.labels)) found.set(`forum.write(${name})`, messages.forum.write(label));
  found.set('keepUnder(20000)', messages.keepUnder(messages.labels.theContent, 20_000));
  return found;
}

/** What `run` returns with said() speaking `language`; English again after. */
function speaking<T>(language: 'en' | 'fr', run: () => T): T {
  try {
    speakIn(() => language);
    return run();
  } finally {
    speakIn(() => 'en');
  }
}

describe("the API's sentences", () => {
  it('are all written in French, none left in English, with French typography', () => {
    expect(frenchTableProblems(sentences({ ...en, ...enForum }), sentences({ ...fr, ...frForum }))).toEqual([]);
  });

  it('are written when a rule fails, in the language said() speaks then: one schema, both languages', () => {
    const bad = { name: ' ', email: 'afiavi@', message: 'Bonjour', office: 9 };
    const issues = () => {
      const result = contactMessageSchema.safeParse(bad);
      return result.success ? [] : issuesFromZodError(result.error).map((issue) => issue.message);
    };
    try {
      speakIn(() => 'fr');
      expect(said().invalidRequest).toBe('Des champs manquent ou ne sont pas valides.');
      expect(issues()).toEqual(['Indiquez votre nom.', 'Indiquez une adresse e-mail valide, comme nom@exemple.com.', 'Choisissez le bureau auquel écrire.']);
    } finally {
      speakIn(() => 'en');
    }
    expect(issues()).toEqual(['Enter your name.', 'Enter a valid e-mail address, like name@example.com.', 'Choose the office to write to.']);
  });

  it('keep the 400\'s sentence the same as errors.ts says it', () => {
    expect(en.invalidRequest).toBe(invalidRequestMessage);
  });

  it('give the forum the same English as before, and French to a French page or request', () => {
    const english = {
      threadCreated: forumMessages.threadCreated,
      threadFailed: forumMessages.threadFailed,
      replyFailed: forumMessages.replyFailed,
      adminLoggedIn: forumMessages.adminLoggedIn,
      tag: forumMessages.tag,
      tags: forumMessages.tags,
      category: forumMessages.category,
      tab: forumMessages.tab,
      titleTooShort: forumPostMessages.titleTooShort(15),
      tooManyLinks: forumPostMessages.tooManyLinks(1),
    };
    expect(english).toEqual({
      threadCreated: 'Thread Created Successfully',
      threadFailed: 'Error uploading Thread',
      replyFailed: 'Error Adding Reply',
      adminLoggedIn: 'Admin Logged In Successfully',
      tag: 'Keep each tag to 30 characters of letters, digits and hyphens.',
      tags: 'Add at most 5 tags, each once.',
      category: 'Choose a category: General Discussion, Feature Requests, Troubleshooting, Announcements, Showcase.',
      tab: 'Choose a tab: recent, popular, unanswered, solved, saved.',
      titleTooShort: 'Make the title at least 15 characters long, so people know what it is about.',
      tooManyLinks: 'Posts without an account may hold at most 1 link; remove the others.',
    });
    expect(forumMessages.deletedByAuthor).toBe('This post was deleted by its author.');
    speaking('fr', () => {
      expect(forumMessages.threadCreated).toBe('Discussion créée');
      expect(forumMessages.tag).toBe('Chaque étiquette tient en 30\u00a0caractères au plus\u00a0: lettres, chiffres et traits d’union.');
      // Stored text: the same in every language.
      expect(forumMessages.deletedByAuthor).toBe('This post was deleted by its author.');
      expect(forumPostIssues({ title: 'Trop court', content: 'Court' })).toEqual([
        { path: 'title', message: 'Le titre doit faire au moins 15\u00a0caractères, pour que chacun sache de quoi il s’agit.' },
        { path: 'content', message: 'Écrivez au moins 20\u00a0caractères, pour qu’on puisse vous aider.' },
      ]);
    });
  });

  it('write the forum schemas\' rules in the language of the check', () => {
    const problems = () => {
      const thread = newThreadSchema.safeParse({ title: ' ', category: 'Gossip', content: 'x'.repeat(20_001), tags: ['a b c', 'bad tag!'] });
      const report = forumReportSchema.safeParse({ kind: 'thread', id: crypto.randomUUID(), reason: '' });
      const list = forumThreadListQuerySchema.safeParse({ activeTab: 'hot' });
      const tag = forumTagSchema.safeParse('x'.repeat(31));
      return [thread, report, list, tag].flatMap((result) => (result.success ? [] : issuesFromZodError(result.error).map((issue) => `${issue.path}: ${issue.message}`)));
    };
    expect(problems()).toEqual([
      'title: Write a title.',
      'category: Choose a category: General Discussion, Feature Requests, Troubleshooting, Announcements, Showcase.',
      'content: Keep the content under 20001 characters.',
      'tags.1: Keep each tag to 30 characters of letters, digits and hyphens.',
      'reason: Say what is wrong with it.',
      'activeTab: Choose a tab: recent, popular, unanswered, solved, saved.',
      ': Keep each tag to 30 characters of letters, digits and hyphens.',
    ]);
    expect(speaking('fr', problems)).toEqual([
      'title: Écrivez un titre.',
      'category: Choisissez une catégorie\u00a0: General Discussion, Feature Requests, Troubleshooting, Announcements, Showcase.',
      'content: Le contenu\u00a0: 20\u202f000\u00a0caractères au plus.',
      'tags.1: Chaque étiquette tient en 30\u00a0caractères au plus\u00a0: lettres, chiffres et traits d’union.',
      'reason: Dites ce qui ne va pas.',
      'activeTab: Choisissez un onglet\u00a0: recent, popular, unanswered, solved, saved.',
      ': Chaque étiquette tient en 30\u00a0caractères au plus\u00a0: lettres, chiffres et traits d’union.',
    ]);
  });

  it('write a reserved display name\'s refusal in the language of the check (the name form\'s and the server\'s 400)', () => {
    const reserved = () => {
      const result = forumNameSchema.safeParse({ name: ' Orisun  Team ' });
      return result.success ? [] : issuesFromZodError(result.error).map((issue) => `${issue.path}: ${issue.message}`);
    };
    expect(reserved()).toEqual(['name: This name belongs to the forum team. Choose another.']);
    expect(forumMessages.nameReserved).toBe('This name belongs to the forum team. Choose another.');
    expect(speaking('fr', reserved)).toEqual(['name: Ce nom appartient à l’équipe du forum. Choisissez-en un autre.']);
    expect(speaking('fr', () => forumMessages.nameReserved)).toBe('Ce nom appartient à l’équipe du forum. Choisissez-en un autre.');
    // The name's other rules too: the same English as before, French to a French page or request.
    const refused = (name: string) => {
      const result = forumNameSchema.safeParse({ name });
      return result.success ? [] : issuesFromZodError(result.error).map((issue) => issue.message);
    };
    expect(refused('Jo')).toEqual(['Make the name at least 3 characters long.']);
    expect(refused('-Koffi-')).toEqual(['Use 3 to 30 letters, digits, spaces, dots, hyphens, underscores or apostrophes, starting and ending with a letter or digit.']);
    expect(speaking('fr', () => refused('Jo'))).toEqual(['Le nom doit faire au moins 3\u00a0caractères.']);
    expect(speaking('fr', () => refused('x'.repeat(31)))).toEqual(['Le nom ne doit pas dépasser 30\u00a0caractères.']);
  });
});
