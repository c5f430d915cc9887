import type { HttpHandler } from 'msw';
import { forumFollowEndpoints } from '../endpoints/forumFollow.ts';
import { forumFollowAnswers } from '../answers.ts';
import { forumNameKey } from '../schemas/forumFollow.ts';
import { checkedHandler, fail, json } from './checked.ts';

export interface ForumFollowMockOptions {
  /** The name this visitor posts under at first (default none: "Anonymous"). */
  name?: string | null;
  /** Names other visitors have (a 409 when chosen). Default: "Tunde Bakare". */
  taken?: readonly string[];
  /** Addresses that follow the thread already (the follow answers `already`). */
  following?: readonly string[];
}

/**
 * A visitor's name and follows in memory, for stories and component tests: the name round-trips, a taken name is a
 * 409 naming `name` (as the server's), and following twice says so. Put `handlers` before the defaults.
 */
export function createForumFollow(options: ForumFollowMockOptions = {}) {
  let name = options.name ?? null;
  const taken = new Set((options.taken ?? ['Tunde Bakare']).map(forumNameKey));
  const following = new Set(options.following ?? []);
  const handlers: HttpHandler[] = [
    checkedHandler(forumFollowEndpoints.forumVisitor, () => json({ name })),
    checkedHandler(forumFollowEndpoints.setForumName, ({ body }) => {
      if (body.name !== null && taken.has(forumNameKey(body.name))) {
        return fail(409, forumFollowAnswers.nameTaken, { issues: [{ path: 'name', message: forumFollowAnswers.nameTaken }] });
      }
      name = body.name;
      return json({ name, message: name === null ? forumFollowAnswers.nameCleared : forumFollowAnswers.nameSaved(name) });
    }),
    checkedHandler(forumFollowEndpoints.followThread, ({ body }) => {
      const already = following.has(body.email);
      return json({ message: already ? forumFollowAnswers.already : forumFollowAnswers.confirm });
    }),
    checkedHandler(forumFollowEndpoints.forumSignInLink, () => json({ message: forumFollowAnswers.signInLinkSent })),
  ];
  return { handlers, name: () => name };
}
