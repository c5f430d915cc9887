import type { FieldIssue } from '@orisun/api';
import { useForumPostRules } from '../../api/forum.ts';
import { loadPostText } from './postText.ts';

/**
 * The `check` of the forum's post forms (`useApiForm`): a title or post too short, or too many links, by the rules the
 * server told with the thread list (its settings), answered as the server's 400 would be without sending it. Before a
 * list has told them, nothing is checked here: the server's answer says it. The rules' code comes with the first check
 * (`loadPostText`), or as the reader starts writing (PostEditor).
 */
export function usePostCheck(): (fields: { title?: string | undefined; content: string }) => Promise<readonly FieldIssue[]> {
  const rules = useForumPostRules();
  return async (fields) => {
    const known = rules();
    if (!known) return [];
    try {
      return (await loadPostText()).forumPostIssues(fields, known);
    } catch {
      // Its code cannot come (offline, a deploy in between): the post is sent, and the server's answer says what to fix,
      // or that it could not be reached.
      return [];
    }
  };
}
