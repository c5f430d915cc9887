import { forumPostIssues } from '@orisun/api';
import { useForumPostRules } from '../../api/forum.ts';

/**
 * The `check` of the forum's post forms (`useApiForm`): a title or post too short, or too many links, by the rules the
 * server told with the thread list (its settings), answered as the server's 400 would be without sending it. Before a
 * list has told them, nothing is checked here: the server's answer says it.
 */
export function usePostCheck(): (fields: { title?: string | undefined; content: string }) => ReturnType<typeof forumPostIssues> {
  const rules = useForumPostRules();
  return (fields) => {
    const known = rules();
    return known ? forumPostIssues(fields, known) : [];
  };
}
