import { z } from '../zod.ts';
import { requiredLine, requiredText } from './forms.ts';

/**
 * Saved replies: the support team's shared answers, picked while replying to a ticket and edited before sending
 * (as Help Scout's and FreeScout's). A body may hold placeholders, filled in from the ticket and the person replying
 * when it is picked: `{customer.name}`, `{customer.email}`, `{ticket.reference}`, `{ticket.subject}`, `{agent.name}`.
 */

/** The placeholders a saved reply may use, with what each becomes. */
export const savedReplyPlaceholders = {
  'customer.name': "the customer's name",
  'customer.email': "the customer's e-mail address",
  'ticket.reference': "the ticket's ID (ORI-...)",
  'ticket.subject': "the ticket's subject",
  'agent.name': 'your name',
} as const;
export type SavedReplyPlaceholder = keyof typeof savedReplyPlaceholders;

const placeholderPattern = /\{([a-z]+\.[a-z]+)\}/gi;

export const savedReplyTitleMaxLength = 100;
export const savedReplyBodyMaxLength = 5000;

export const savedReplyMessages = {
  notFound: 'There is no such saved reply.',
  duplicateTitle: 'A saved reply with this title exists already.',
  deleted: 'The saved reply was deleted.',
  unknownPlaceholders: (names: readonly string[]) =>
    `Unknown placeholder${names.length === 1 ? '' : 's'} ${names.map((name) => `{${name}}`).join(', ')}: use ${Object.keys(savedReplyPlaceholders)
      .map((name) => `{${name}}`)
      .join(', ')}.`,
} as const;

/** The `{a.b}` placeholders of `body` that are not known (in order, once each). */
export function unknownPlaceholders(body: string): string[] {
  const names = [...body.matchAll(placeholderPattern)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !(name in savedReplyPlaceholders)))];
}

/** `body` with its placeholders filled in from `values` (an unknown one is left as written). */
export function fillSavedReply(body: string, values: Readonly<Record<SavedReplyPlaceholder, string>>): string {
  return body.replace(placeholderPattern, (whole, name: string) => (name in values ? values[name as SavedReplyPlaceholder] : whole));
}

/** `POST /api/saved-replies` and `PUT /api/saved-replies/:id`: a title (one line) and a body with known placeholders. */
export const savedReplyInputSchema = z.object({
  title: requiredLine('title', savedReplyTitleMaxLength),
  body: requiredText('theReply', savedReplyBodyMaxLength).check(
    z.superRefine((body, context) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0) context.addIssue({ code: 'custom', message: savedReplyMessages.unknownPlaceholders(unknown), input: body });
    }),
  ),
});
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;

/** One saved reply as staff see it. Times are ISO 8601; `updatedBy` is the name of who changed it last. */
export const savedReplySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  updatedBy: z.nullable(z.string()),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyListSchema = z.object({ replies: z.array(savedReplySchema) });
export type SavedReplyList = z.infer<typeof savedReplyListSchema>;

export const savedReplyResultSchema = z.object({ reply: savedReplySchema });
export type SavedReplyResult = z.infer<typeof savedReplyResultSchema>;

export const savedReplyParamsSchema = z.object({ id: z.uuid({ error: savedReplyMessages.notFound }) });
