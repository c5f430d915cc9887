import { z } from '../zod.ts';
import { saying, type ApiMessages } from '../messages/index.ts';

/** How a field rule names its field, in the language of the check (`ApiMessages['labels']`). */
export type FieldLabel = keyof ApiMessages['labels'];

/**
 * Building blocks of every public form's payload (brief, application, contact, reservation,
 * subscription, consultant application). The form (react-hook-form), the client, the server route
 * and the MSW handler all parse with the same schemas, so a rule is written once.
 */

/*
 * The rules on text are checks the OpenAPI document can state (`z.regex` becomes a JSON Schema `pattern`): a client
 * reading /api/openapi.json learns them, and the API's property test (packages/server/src/routes/api-docs.fuzz.test.ts)
 * holds the server to them. The server trims first and then checks, so a value with spaces around it is checked
 * without them; the document's patterns read the value as sent, which asks no more of a client that trims.
 */

/** C0/C1 control characters other than tab and newline: never part of what a person types (as a class's contents). */
const controls = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** Any line break: a one-line field (a name, a subject) must not carry one into a mail header. */
const breaks = '\\r\\n\\u2028\\u2029';
/**
 * One line of text, something in it: spaces the server trims, then a character that is not a space, then no line
 * break or control character. (Written so that no part can match what the next one does: linear time on any input.)
 */
const oneLineWithText = new RegExp(`^\\s*[^\\s${controls}][^${breaks}${controls}]*$`);
/** One line of text, perhaps empty. */
const oneLine = new RegExp(`^[^${breaks}${controls}]*$`);
/** Text of any lines, something in it: spaces the server trims, a character that is not a space, no control character. */
const textWithText = new RegExp(`^\\s*[^\\s${controls}][^${controls}]*$`);
/** Text of any lines, perhaps empty. */
const text = new RegExp(`^[^${controls}]*$`);

/** The patterns above, for the other areas' text rules (the forum's posts, the desk's responses). */
export const textPatterns = { oneLineWithText, oneLine, textWithText, text } as const;

/** Trimmed one-line text, required, at most `max` characters. */
export function requiredLine(label: FieldLabel, max: number) {
  return z
    .string(saying((m) => m.enter(m.labels[label])))
    .check(
      z.trim(),
      z.minLength(1, { ...saying((m) => m.enter(m.labels[label])), abort: true }),
      z.maxLength(max, { ...saying((m) => m.keepUnder(m.labels[label], max)), abort: true }),
      z.regex(oneLineWithText, saying((m) => m.oneLine(m.labels[label]))),
    );
}

/** Trimmed one-line text that may be left empty (sent as `''` or left out), at most `max` characters. */
export function optionalLine(label: FieldLabel, max: number) {
  return z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(max, saying((m) => m.keepUnder(m.labels[label], max))), z.regex(oneLine, saying((m) => m.oneLine(m.labels[label])))),
  );
}

/**
 * The search box of a staff list (tickets, the inbox): trimmed one-line text, at most `max` characters,
 * without control characters (PostgreSQL refuses a NUL in text: `?q=%00` answered 500).
 */
export function searchText(max = 200) {
  return z.optional(
    z
      .string({ error: 'Search with one piece of text.' })
      .check(
        z.trim(),
        z.maxLength(max, `Keep the search under ${max + 1} characters.`),
        z.regex(oneLine, 'Search for text on one line, without special characters.'),
      ),
  );
}

/**
 * A web address as typed: one line with no spaces or control characters, checked as it is. (A URL
 * parser silently drops tabs and line breaks, so `https://a.example/x<CR><LF>y` would pass as
 * another address than the one sent.)
 */
export function webAddressText(message: string | { error: () => string }) {
  return z.string().check(z.regex(new RegExp(`^[^\\s${controls}]*$`), message));
}

/** Trimmed multi-line text, required, at most `max` characters. */
export function requiredText(label: FieldLabel, max: number) {
  return z
    .string(saying((m) => m.enter(m.labels[label])))
    .check(
      z.trim(),
      z.minLength(1, { ...saying((m) => m.enter(m.labels[label])), abort: true }),
      z.maxLength(max, { ...saying((m) => m.keepUnder(m.labels[label], max)), abort: true }),
      z.regex(textWithText, saying((m) => m.removeSpecial(m.labels[label]))),
    );
}

/** Trimmed multi-line text that may be empty (`''` when left out), at most `max` characters. */
export function optionalText(label: FieldLabel, max: number) {
  return z._default(
    z
      .string(saying((m) => m.enterAsText(m.labels[label])))
      .check(
        z.trim(),
        z.maxLength(max, saying((m) => m.keepUnder(m.labels[label], max))),
        z.regex(text, saying((m) => m.removeSpecial(m.labels[label]))),
      ),
    '',
  );
}

/** The longest e-mail address SMTP carries (RFC 5321 path limit). */
export const emailMaxLength = 254;

/** A trimmed e-mail address in the usual `name@domain.tld` form. */
export const emailAddressSchema = z.pipe(
  z
    .string(saying((m) => m.email.missing))
    .check(z.trim(), z.minLength(1, saying((m) => m.email.missing)), z.maxLength(emailMaxLength, saying((m) => m.email.tooLong))),
  z.email(saying((m) => m.email.invalid)),
);

/**
 * The honeypot: a field people never see (hidden from view and from assistive technology), so
 * only robots fill it. The server answers such a submission like any other and stores nothing.
 */
export const honeypotFieldName = 'website';
export const honeypotSchema = z.optional(z.string().check(z.maxLength(500)));

/** What the server answers when it has stored a submission: one sentence for the person. */
export const submissionAcceptedSchema = z.object({ message: z.string().check(z.minLength(1)) });
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>;

/** What a form knows about a chosen file without reading it (a browser `File` has these). */
export interface FileLike {
  /** The file's name on the person's device, e.g. `CV.pdf`. */
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
  /** The MIME type the browser guessed from the name; often empty or generic, so never decisive. */
  readonly type: string;
}
