import { forumFollowAnswers } from '../answers.ts';
import { htmlDocumentSchema } from '../schemas/subscriptions.ts';

const page = (title: string) =>
  htmlDocumentSchema.parse(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`);

/** What the follow and name endpoints answer by default in Storybook and component tests (`defaultResponses`). */
export const forumFollowDefaults = {
  followThread: { message: forumFollowAnswers.confirm },
  confirmFollowPage: page('Confirm: follow this thread'),
  confirmFollow: page("You're following this thread"),
  unfollowPage: page('Stop mail about this thread?'),
  unfollow: page("You're unsubscribed"),
  forumVisitor: { name: null },
  setForumName: { name: 'Tunde', message: forumFollowAnswers.nameSaved('Tunde') },
  forumSignInLink: { message: forumFollowAnswers.signInLinkSent },
  forumSignInPage: page('Use this device on the forum'),
  forumSignIn: '',
};

