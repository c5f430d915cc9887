import { useState } from 'react';
import { ToastProvider } from '@orisun/ui';
import { Providers } from '../../app/Providers.tsx';
import { ForumHistoryContext, staticHistory } from './address.ts';
import { ForumView } from './ForumView.tsx';

export interface ForumIslandProps {
  /** The page's path as the prerender renders it (`/forum`, or the thread shell's `/forum/threads/shared`). */
  path: string;
}

/**
 * The community forum as one island (src/islands): its server state, toasts and list, hydrated with Preact. In the
 * browser it follows the browser's history; in the prerender the page's path.
 */
export default function ForumIsland({ path }: ForumIslandProps) {
  const [history] = useState(() => (typeof window === 'undefined' ? staticHistory(path) : null));
  return (
    <ForumHistoryContext value={history}>
      <Providers toasts={ToastProvider}>
        <ForumView />
      </Providers>
    </ForumHistoryContext>
  );
}
