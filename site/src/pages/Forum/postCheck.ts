import type { FieldIssue } from '@orisun/api';
import { useForumPostRules } from '../../api/forum.ts';
import { loadPostText } from './postText.ts';

/**
 * The `check` of the forum's post forms (`useApiForm`): a title or post too short, or too many links, by the rules the
 * server told with the thread list (its settings), answered as the server's 400 would be without sending it. Before a
 * list has told them, nothing is checked here: the server's answer says it. The rules' code comes with the first check
 * (`loadPostText`).
 */
export function usePostCheck(): (fields: { title?: string | undefined; content: string }) => Promise<readonly FieldIssue[]> {
  const rules = useForumPostRules();
  return async (fields) => {
    const known = rules();
    return known ? (await loadPostText()).forumPostIssues(fields, known) : [];
  };
}
