import * as m from '#messages';
import { forumNameLimits } from '@orisun/api';

/**
 * The copy of following a thread by e-mail and of a visitor's own name (the forum): `forum` messages (site/messages).
 * A visitor without a name posts as the server's `forumAuthors.visitor.name` ("Anonymous", as stored), which each page
 * shows in its language (`forum_anonymous`: "Anonyme" in French, as `authorName` in content/forum.ts does).
 */
export const forumFollowCopy = {
  follow: {
    label: m.forum_followLabel(),
    email: m.forum_followEmail(),
    hint: m.forum_followHint(),
    submit: m.forum_followSubmit(),
    failed: m.forum_followFailed(),
  },
  name: {
    label: m.forum_nameLabel(),
    postingAs: (name: string | null) => m.forum_namePostingAs({ name: name ?? m.forum_anonymous() }),
    choose: m.forum_nameChoose(),
    change: m.forum_nameChange(),
    field: m.forum_nameField(),
    hint: m.forum_nameHint({ min: forumNameLimits.min, max: forumNameLimits.max }),
    save: m.forum_nameSave(),
    clear: m.forum_nameClear({ name: m.forum_anonymous() }),
    cancel: m.forum_cancel(),
    failed: m.forum_nameFailed(),
    device: {
      label: m.forum_deviceLabel(),
      hint: m.forum_deviceHint(),
      email: m.forum_deviceEmail(),
      submit: m.forum_deviceSubmit(),
    },
  },
  offline: m.forum_followOffline(),
} as const;
