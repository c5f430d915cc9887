import { z } from '../zod.ts';
import { forumFollowAnswers } from '../answers.ts';
import { saidInForum, sayingInForum } from '../messages/index.ts';
import { emailAddressSchema, honeypotSchema } from './forms.ts';
import { forumAuthors } from './forum.ts';

/**
 * Following a forum thread by e-mail and a visitor's own display name (issue 23 §3; docs/adr/0022-forum-follows-and-names.md).
 *
 * - Anyone who reads a thread may leave an address (`POST /api/forum/threads/:id/follow`): it is pending until the
 *   link of the first mail is confirmed (double opt-in, as the newsletter's: docs/adr/0007-double-opt-in.md); then every
 *   new reply or solution by someone else is mailed, several within a few minutes in one mail, each mail with a
 *   one-click unsubscribe (RFC 8058).
 * - A visitor may choose a name (`PUT /api/forum/visitor/name`), shown instead of "Anonymous" on their posts, past and
 *   future; a one-time link mailed to an address they follow with carries it (the visitor cookie) to another device.
 */

/** `POST /api/forum/threads/:id/follow`. The address is compared and stored lower-cased. */
export const forumFollowSchema = z.object({
  email: z.pipe(
    emailAddressSchema,
    z.transform((email: string) => email.toLowerCase()),
  ),
  website: honeypotSchema,
});
export type ForumFollowInput = z.input<typeof forumFollowSchema>;

/**
 * The follow and name endpoints' sentences, in the request's language (docs/adr/0033): what only the server answers is
 * `forumFollowAnswers` (../answers.ts, which no page carries); `nameReserved` is also the name form's own check, so it
 * is in the forum's table (`forum.nameReserved`, `#apiMessages`). Read at each use, as `said()` speaks then.
 */
export const forumFollowMessages = /*#__PURE__*/ new Proxy(forumFollowAnswers, {
  get: (answers, key) => (key === 'nameReserved' ? saidInForum().forum.nameReserved : Reflect.get(answers, key)),
}) as typeof forumFollowAnswers & { readonly nameReserved: string };

/** The shortest and longest display name, in characters. */
export const forumNameLimits = { min: 3, max: 30 } as const;

/**
 * Names nobody may choose (compared without case, spaces and punctuation): the forum's own authors, the company, and
 * words that pass for the team. Staff members' names are refused by the server too.
 */
export const forumReservedNames = [forumAuthors.admin.name, forumAuthors.visitor.name, 'Orisun', 'Orisun Software', 'Admin', 'Administrator', 'Moderator', 'Mod', 'Staff', 'Support', 'System', 'Team'] as const;

/** A name as the reserved list compares it: lower-cased letters and digits only (`Orisun-Team` is `orisunteam`). */
export function forumNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const reservedKeys = new Set(forumReservedNames.map(forumNameKey));
export const isReservedForumName = (name: string): boolean => reservedKeys.has(forumNameKey(name));

const nameMissing = sayingInForum((m) => m.forum.nameMissing);

/** A display name: trimmed, inner spaces collapsed, the character rules and the reserved list (400 naming `name`). */
export const forumDisplayNameSchema = z.pipe(
  z.pipe(
    z.string(nameMissing),
    z.transform((value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ')),
  ),
  z
    .string()
    .check(
      z.minLength(1, nameMissing),
      z.minLength(forumNameLimits.min, sayingInForum((m) => m.forum.nameTooShort(forumNameLimits.min))),
      z.maxLength(forumNameLimits.max, sayingInForum((m) => m.forum.nameTooLong(forumNameLimits.max))),
      z.regex(/^[\p{L}\p{N}](?:[\p{L}\p{N} ._'-]*[\p{L}\p{N}])?$/u, sayingInForum((m) => m.forum.nameRules(forumNameLimits.min, forumNameLimits.max))),
      z.refine((value) => !isReservedForumName(value), sayingInForum((m) => m.forum.nameReserved)),
    ),
);

/** `PUT /api/forum/visitor/name`: a name, or null to post as "Anonymous" again. */
export const forumNameSchema = z.object({ name: z.nullable(forumDisplayNameSchema) });
export type ForumNameInput = z.input<typeof forumNameSchema>;

/** `GET /api/forum/visitor` (and the answer of a name change): the name this visitor posts under, null for "Anonymous". */
export const forumVisitorSchema = z.object({ name: z.nullable(z.string()) });
export type ForumVisitor = z.infer<typeof forumVisitorSchema>;
export const forumNameResultSchema = z.object({ name: z.nullable(z.string()), message: z.string() });

/** `POST /api/forum/visitor/sign-in-link`: the address the visitor follows a thread with. */
export const forumSignInLinkSchema = z.object({
  email: z.pipe(
    emailAddressSchema,
    z.transform((email: string) => email.toLowerCase()),
  ),
  website: honeypotSchema,
});
export type ForumSignInLinkInput = z.input<typeof forumSignInLinkSchema>;

/** The secret of a mailed link (confirm, unsubscribe, sign in): 32 characters of base64url (192 random bits). */
const linkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/));

/** `?token=` of the mails' links: a missing or malformed token counts as unknown (a 404 page), never a 400. */
export const forumLinkQuerySchema = z.object({ token: z.catch(z.optional(linkToken), undefined) });
