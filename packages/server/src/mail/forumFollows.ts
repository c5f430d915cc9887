import { endpoints } from '@orisun/api';
import { company } from '@orisun/api/company';
import type { Config } from '../config.ts';
import type { FollowBatch } from '../db/forum/follows.ts';
import { authorOf } from '../db/forum/present.ts';
import type { NewMail } from '../db/outbox.ts';
import type { ForumReplyRow } from '../db/schema.ts';
import { forumPostMailBody } from './forumPost.ts';

// The mails of following a forum thread: the confirmation (double opt-in), the news of replies and solutions (one mail
// for a batch, with the one-click unsubscribe of RFC 8058), and the one-time link that carries a visitor to a device.

type Urls = Pick<Config, 'publicUrl'>;
const link = (config: Urls, path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
export const threadUrl = (config: Urls, id: string) => `${config.publicUrl}/forum/threads/${id}`;

/** The unsubscribe link of a follow (its page's button and the mail client's one-click POST both stop the mail). */
export const unfollowUrl = (config: Urls, token: string) => link(config, endpoints.unfollow.path, token);

/** Title in quotes, cut to one line of a sensible length. */
function quoted(title: string): string {
  return `“${title.length > 80 ? `${title.slice(0, 79)}…` : title}”`;
}

export function followConfirmationMail(config: Urls, email: string, threadTitle: string, token: string): NewMail {
  return {
    kind: 'forum-follow-confirm',
    to: email,
    subject: `Please confirm: follow ${quoted(threadTitle)}`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to follow the forum thread ${quoted(threadTitle)} with ${email}. Please confirm with this link (valid for 7 days), and we will mail you when someone replies or a solution is chosen:`,
      '',
      link(config, endpoints.confirmFollowPage.path, token),
      '',
      `If it was not you, ignore this mail: without a confirmation we will not write to ${email} about it again.`,
      '',
      `The ${company.name} team`,
    ].join('\n'),
  };
}

const whoWrote = (reply: ForumReplyRow) => (reply.authorKind === 'visitor' && reply.authorName ? reply.authorName : authorOf(reply.authorKind).name);

/** One mail for a follower's batch: each new reply or solution, oldest first, with the thread's link and the unsubscribe. */
export function followNewsMail(config: Urls, { follow, thread, items }: FollowBatch): NewMail {
  const replies = items.filter((i) => i.kind === 'reply').length;
  const solved = items.some((i) => i.kind === 'solution');
  const what = [replies > 0 ? (replies === 1 ? 'a new reply' : `${replies} new replies`) : '', solved ? 'a solution' : ''].filter(Boolean).join(' and ');
  const url = threadUrl(config, thread.id);
  const stop = unfollowUrl(config, follow.unsubscribeToken);
  return {
    kind: 'forum-follow-news',
    to: follow.email,
    subject: `${what[0]!.toUpperCase()}${what.slice(1)}: ${quoted(thread.title)}`,
    text: [
      `The forum thread ${quoted(thread.title)} has ${what}.`,
      '',
      ...items.flatMap(({ kind, reply }) => [
        kind === 'solution' ? `Chosen as the solution, by ${whoWrote(reply)}:` : `${whoWrote(reply)} replied:`,
        '',
        // The reply as the page shows it, read as plain text (its Markdown's marks gone), set apart by indenting.
        forumPostMailBody(reply.content, 600),
        '',
        `${url}#reply-${reply.id}`,
        '',
      ]),
      `Read the whole thread: ${url}`,
      '',
      '--',
      `You get this mail because ${follow.email} follows this thread on the ${company.name} forum.`,
      'Stop these mails with one click:',
      stop,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function forumSignInMail(config: Urls, email: string, token: string, name: string | null): NewMail {
  return {
    kind: 'forum-sign-in-link',
    to: email,
    subject: `Your link to the ${company.name} forum`,
    text: [
      'Hello,',
      '',
      `Open this link on the device where you want to post${name ? ` as ${name}` : ''} on the ${company.name} forum. It works once, within 30 minutes:`,
      '',
      link(config, endpoints.forumSignInPage.path, token),
      '',
      'If you did not ask for it, ignore this mail: nothing changes.',
      '',
      `The ${company.name} team`,
    ].join('\n'),
  };
}
