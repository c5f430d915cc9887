import { z } from '../zod.ts';
import { saying } from '../messages/index.ts';
import { subscriptionAnswers } from '../answers.ts';
import { emailAddressSchema, honeypotSchema } from './forms.ts';

/**
 * The mailing lists people can join (one `POST /subscribe` for both):
 * - `newsletter`: the events page's newsletter block (the default, as the spec's call sends no list);
 * - `developer-portal`: the waitlist of the `/developers/*` page, mailed when the Developer Portal opens.
 */
export const subscriptionLists = ['newsletter', 'developer-portal'] as const;
export type SubscriptionList = (typeof subscriptionLists)[number];

/**
 * `POST /subscribe`. The address is compared and stored lower-cased, so `Ada@Example.com ` and
 * `ada@example.com` are one subscriber.
 */
export const subscribeSchema = z.object({
  email: z.pipe(
    emailAddressSchema,
    z.transform((email: string) => email.toLowerCase()),
  ),
  list: z._default(z.enum(subscriptionLists, saying((m) => m.chooseList(subscriptionLists))), 'newsletter'),
  website: honeypotSchema,
});
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type Subscribe = z.output<typeof subscribeSchema>;

/**
 * The sentences `POST /subscribe` answers with, in the request's language (the page shows them as they are;
 * `../answers.ts`). A new address on a list (or one not yet confirmed) gets 200 and the list's
 * sentence, which asks it to confirm by the link of the mail; a confirmed address already on it gets 201 and
 * `alreadySubscribed`, which the page shows error-style (the spec's contract).
 */
export const subscriptionMessages: { subscribed: Record<SubscriptionList, string>; alreadySubscribed: string } = subscriptionAnswers;

/** The secret of a subscriber's unsubscribe link: 32 characters of base64url (192 random bits). */
export const unsubscribeTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/, 'This unsubscribe link is not valid.'));

/**
 * `GET` and `POST /api/subscriptions/unsubscribe?token=`: the link in every mail to a subscriber.
 * A token that is missing, malformed or repeated counts as unknown (a 404), never as a 400 or 500.
 */
export const unsubscribeQuerySchema = z.object({
  token: z.catch(z.optional(unsubscribeTokenSchema), undefined),
});

/** A small HTML document (the unsubscribe pages a person opens from a mail), not JSON. */
export const htmlDocumentSchema = z.string().check(z.describe('text/html'));

/** The secret of the link of a confirmation mail (double opt-in): 32 characters of base64url (192 random bits). */
export const confirmTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/, 'This confirmation link is not valid.'));

/**
 * `GET` (the page) and `POST` (its button) `/api/subscriptions/confirm?token=`: the link of the confirmation
 * mail. A missing or malformed token counts as unknown (a 404 page), never as a 400.
 */
export const confirmQuerySchema = z.object({
  token: z.catch(z.optional(confirmTokenSchema), undefined),
});
