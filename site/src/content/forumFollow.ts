import { forumAuthors, forumNameLimits } from '@orisun/api';

/** The copy of following a thread by e-mail and of a visitor's own name (the forum). */
export const forumFollowCopy = {
  follow: {
    label: 'Follow by e-mail',
    email: 'Your e-mail',
    hint: 'We mail you when someone replies or a solution is chosen, several replies in one mail. One click unsubscribes.',
    submit: 'Follow',
    failed: 'Could not follow this thread',
  },
  name: {
    label: 'Your name',
    postingAs: (name: string | null) => `You post as ${name ?? forumAuthors.visitor.name}`,
    choose: 'Choose a name',
    change: 'Change name',
    field: 'Display name',
    hint: `${forumNameLimits.min} to ${forumNameLimits.max} letters, digits or spaces. It shows on all your threads and replies.`,
    save: 'Save name',
    clear: `Post as ${forumAuthors.visitor.name}`,
    cancel: 'Cancel',
    failed: 'Could not save the name',
    device: {
      label: 'Use your name on another device',
      hint: 'We mail a one-time link to the address you follow a thread with.',
      email: 'E-mail you follow with',
      submit: 'Send me a link',
    },
  },
  offline: 'You seem to be offline. Nothing was sent; try again when you are back online.',
} as const;
