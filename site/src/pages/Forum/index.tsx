import { useLocation } from 'react-router-dom';
import { Island } from '../../islands/Island.tsx';
import ForumIsland from './Forum.island.tsx';

export { emptyMessage, ForumView, sharedThreadId, threadPath } from './ForumView.tsx';

/**
 * `/forum` and `/forum/threads/:id` (docs/product.md §2.13): an island page. The header and footer are
 * prerendered HTML with their own islands, the forum one island of its own, hydrated with Preact (no React DOM, no
 * router): the first load is about half of what it was as a page of the React app (tests/e2e/budgets.test.ts).
 */
export default function ForumPage() {
  return <Island component={ForumIsland} props={{ path: useLocation().pathname }} />;
}
