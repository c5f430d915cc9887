import { forumLimitAnswers, forumPostIssues, said, type ForumPostRules } from '@orisun/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ForumConfig } from '../../config.ts';
import type { PostAuthor } from '../../db/forum/threads.ts';
import type { Queryable } from '../../db/forum/visibility.ts';
import { ensureVisitor, lockVisitor, postedSameText, postTimes, type PostTable } from '../../db/forum/visitors.ts';
import { visitorName } from '../../db/forum/names.ts';
import { HttpError } from '../../http/errors.ts';
import type { ForumWriter } from './context.ts';

// The forum's posting rules, in one place: the lengths and link cap of a post's text (the contract's defaults,
// `forumPostIssues`, with the server's settings), and a visitor's waits, daily caps and duplicates.

/**
 * The server's sentences for the forum's limits and an admin's moderation, in the request's language (`forumLimitAnswers`
 * of @orisun/api). A post's lengths and links are `forumPostMessages`, which the forms say too.
 */
export const forumLimitMessages = forumLimitAnswers;

const dayMs = 24 * 60 * 60_000;
const ceilSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function tooSoon(reply: FastifyReply, seconds: number, message: string): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, message);
}

/** The rules of a post's text with the server's settings: the minimum lengths (everyone) and the link cap (visitors). */
export function postRules(limits: ForumConfig, isAdmin: boolean): ForumPostRules & { linksMax: number | null } {
  return { titleMin: limits.minTitleLength, postMin: limits.minPostLength, linksMax: isAdmin ? null : limits.maxLinks };
}

/** The minimum lengths (everyone) and the link cap (visitors): 400 naming the field, before anything is written. */
export function checkPostText(limits: ForumConfig, fields: { title?: string; content: string }, isAdmin: boolean): void {
  const issues = forumPostIssues(fields, postRules(limits, isAdmin));
  if (issues.length > 0) throw new HttpError(400, issues[0]!.message ?? said().invalidRequest, issues);
}

/**
 * The posting limits of a visitor, checked in the transaction that writes the post with the visitor's row locked
 * (so one visitor's posts arriving together are checked one after the other): the interval since their last post
 * of this kind, the posts of this kind in 24 hours by the visitor and by the IP address, and the same text again.
 */
async function checkPostingLimits(limits: ForumConfig, tx: Queryable, reply: FastifyReply, kind: PostTable, visitorId: string, ip: string, content: string, at: Date): Promise<void> {
  const interval = (kind === 'thread' ? limits.threadIntervalSeconds : limits.replyIntervalSeconds) * 1000;
  if (interval > 0) {
    const [last] = (await postTimes(tx, kind, { visitorId }, new Date(at.getTime() - interval), 1)).slice(-1);
    if (last) {
      const seconds = ceilSeconds(last.getTime() + interval - at.getTime());
      tooSoon(reply, seconds, forumLimitMessages.wait(seconds));
    }
  }
  const max = kind === 'thread' ? limits.threadsPerDay : limits.repliesPerDay;
  const since = new Date(at.getTime() - dayMs);
  for (const by of [{ visitorId }, { ip }]) {
    const times = await postTimes(tx, kind, by, since, max);
    if (times.length >= max) {
      const seconds = ceilSeconds(times[0]!.getTime() + dayMs - at.getTime());
      tooSoon(reply, seconds, kind === 'thread' ? forumLimitMessages.threadsPerDay(max, seconds) : forumLimitMessages.repliesPerDay(max, seconds));
    }
  }
  if (limits.duplicateMinutes > 0 && (await postedSameText(tx, visitorId, content, new Date(at.getTime() - limits.duplicateMinutes * 60_000)))) {
    throw new HttpError(400, forumLimitMessages.duplicate, [{ path: 'content', message: forumLimitMessages.duplicate }]);
  }
}

/** The author of a new post, its visitor row made and locked, and the posting limits checked (visitors only). */
export async function authorFor(
  limits: ForumConfig,
  tx: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  writer: ForumWriter,
  kind: PostTable,
  content: string,
  at: Date,
): Promise<PostAuthor> {
  if (writer.adminId !== undefined) return { kind: 'admin', visitorId: null, staffId: writer.adminId, ip: request.ip };
  await ensureVisitor(tx, writer.visitorId, request.ip, at);
  await lockVisitor(tx, writer.visitorId);
  await checkPostingLimits(limits, tx, reply, kind, writer.visitorId, request.ip, content, at);
  return { kind: 'visitor', visitorId: writer.visitorId, staffId: null, ip: request.ip, name: await visitorName(tx, writer.visitorId) };
}
