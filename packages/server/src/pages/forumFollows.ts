import { renderPage } from './template.ts';

/** The pages of the forum's mailed links (confirm a follow, unsubscribe, sign in on this device): no script needed. */

const forumLink = { href: '/forum', label: 'Go to the forum' };
const threadLink = (id: string) => ({ href: `/forum/threads/${id}`, label: 'Read the thread' });

export function confirmFollowPage(email: string, title: string, action: string): string {
  return renderPage({
    title: 'Confirm: follow this thread',
    lines: [`Mail ${email} when someone replies to “${title}” or chooses its solution? Each mail has a link to stop them.`],
    form: { action, label: 'Yes, follow this thread' },
    links: [forumLink],
  });
}

export function followConfirmedPage(email: string, title: string, threadId: string): string {
  return renderPage({
    title: "You're following this thread",
    lines: [`We will mail ${email} about new replies to “${title}” and its solution, several at once when they come close together.`],
    links: [threadLink(threadId), forumLink],
  });
}

export const unknownFollowConfirmPage = renderPage({
  title: 'This confirmation link is not valid',
  lines: ['It may have expired (a link is valid for 7 days), been cut short, or its address has unsubscribed since.', 'Follow the thread again on the forum and we will send a new link.'],
  links: [forumLink],
});

export function unfollowPage(email: string, title: string, action: string): string {
  return renderPage({
    title: 'Stop mail about this thread?',
    lines: [`Stop mailing ${email} about “${title}”?`],
    form: { action, label: 'Stop these mails' },
    links: [forumLink],
  });
}

export function unfollowedPage(email: string, title: string, threadId: string): string {
  return renderPage({
    title: "You're unsubscribed",
    lines: [`We won't mail ${email} about “${title}” again.`, 'Changed your mind? Follow the thread again from its page.'],
    links: [threadLink(threadId), forumLink],
  });
}

export const unknownUnfollowPage = renderPage({
  title: 'This unsubscribe link is not valid',
  lines: ['It may have been cut short: copy the whole link from the mail into the address bar, or use the unsubscribe button of your mail app.'],
  links: [forumLink],
});

export function signInPage(action: string, name: string | null): string {
  return renderPage({
    title: 'Use this device on the forum',
    lines: [`Post${name ? ` as ${name}` : ''} from this browser? The link works once.`],
    form: { action, label: 'Yes, use this device' },
    links: [forumLink],
  });
}

export const unknownSignInPage = renderPage({
  title: 'This link is not valid',
  lines: ['It may have been used already, expired (a link works for 30 minutes), or been cut short.', 'Ask for a new one from “Your name” on the forum.'],
  links: [forumLink],
});
