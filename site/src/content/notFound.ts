/** Copy of the not-found page. The words are the `notFound` messages (site/messages). */
import * as m from '#messages';

export const notFound = {
  title: m.notFound_title(),
  body: m.notFound_body(),
  home: m.notFound_home(),
  support: m.notFound_support(),
  back: m.notFound_back(),
} as const;
