/**
 * A forum's worth of threads for the forum's rows of `npm run bench:web` (and the budget test's forum pages): `count`
 * threads posted through the API as a visitor, with text of the length people write (a few paragraphs), tags, and
 * one thread with `replies` replies, whose page is the thread page measured. Needs the server's forum limits out of
 * the way (`lowFrictionForumEnv`).
 */
import { forumCategories } from '@orisun/api';

const topics = ['payment webhook', 'offline forms', 'invoice export', 'login on Android', 'dashboard on 3G', 'Paystack timeout', 'deploy preview', 'API rate limits'];
const tags = ['help', 'feature-request', 'bug', 'discussion', 'tutorial', 'question', 'api', 'mobile', 'web', 'performance'];
const paragraph =
  'We moved our checkout to the new API last week and most payments go through, but a few customers on slow networks see the page hang after they confirm. ' +
  'The webhook arrives minutes later, sometimes twice, and our order stays pending until someone refreshes it by hand.';

export interface SeededForum {
  /** The thread with replies (its page is the thread page measured). */
  threadId: string;
}

export async function seedForumThreads(baseUrl: string, { count = 25, replies = 10 } = {}): Promise<SeededForum> {
  const read = await fetch(`${baseUrl}/threads`);
  const cookie = read.headers.getSetCookie().find((c) => /orisun_forum=/.test(c))?.split(';')[0];
  if (!cookie) throw new Error(`GET /threads gave no visitor cookie (${read.status})`);
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  const post = async (url: string, body: object) => {
    const res = await fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${url} answered ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ thread: { id: string } }>;
  };
  let threadId = '';
  for (let i = 0; i < count; i += 1) {
    const topic = topics[i % topics.length]!;
    const { thread } = await post('/threads', {
      title: `How do I handle the ${topic} case number ${i + 1}?`,
      category: forumCategories[i % forumCategories.length]!,
      content: Array.from({ length: 1 + (i % 4) }, () => paragraph).join('\n\n'),
      tags: [tags[i % tags.length]!, tags[(i * 7 + 3) % tags.length]!].filter((t, k, all) => all.indexOf(t) === k),
    });
    if (i === 0) threadId = thread.id;
  }
  for (let r = 0; r < replies; r += 1) {
    await post(`/threads/${threadId}/replies`, { content: `Reply ${r + 1}: ${paragraph}` });
  }
  return { threadId };
}
