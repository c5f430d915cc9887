/**
 * The kit's own words (a dialog's close button, a link's "opens in a new tab" note: `UiLabels`) in this build's
 * language, for the `UiProvider` around the pages and around each island. English is the kit's default: none given.
 */
import type { UiLabels } from '@orisun/ui';
import * as m from '#messages';
import { baseLocale, locale } from './index.ts';

export const kitLabels: Partial<UiLabels> | undefined =
  locale === baseLocale
    ? undefined
    : {
        externalLink: m.kit_externalLink(),
        close: m.kit_close(),
        loading: m.kit_loading(),
        pauseScrolling: m.kit_pauseScrolling(),
        dismissNotification: m.kit_dismissNotification(),
        skipToMain: m.kit_skipToMain(),
        download: m.kit_download(),
        featured: m.kit_featured(),
      };
