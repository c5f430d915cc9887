import type { ReactNode } from 'react';
import { UiProvider } from '@orisun/ui';
import { kitLabels } from '../i18n/kitLabels.ts';
import { IdScope } from './IdScope.tsx';

/**
 * What wraps each island, the same in the prerender (`build/islands-server.tsx`) and the browser
 * (`runtime/islands-client.tsx`): its own id scope, and the kit's words in the page's language (src/i18n).
 */
export function IslandRoot({ scope, children }: { scope: string; children: ReactNode }) {
  const island = <IdScope scope={scope}>{children}</IdScope>;
  // English is the kit's own language: no provider (and none of its code in the English islands' entry).
  return kitLabels ? <UiProvider labels={kitLabels}>{island}</UiProvider> : island;
}
