import { company } from '@orisun/api/company';
import { listInfo } from '../mail/subscriptions.ts';
import { renderPage } from './template.ts';

/** The pages a subscriber opens from a mail: unsubscribe and confirm (double opt-in). */

const homeLink = { href: '/', label: `Go to the ${company.name} website` };

export function unsubscribedPage(list: string, email: string): string {
  const info = listInfo(list);
  return renderPage({
    title: "You're unsubscribed",
    lines: [`${email} is no longer on ${info.name}, and we won't send it more mail about it.`, 'Unsubscribed by mistake? You can join again at any time.'],
    links: [{ href: info.page, label: `Join ${info.name} again` }, homeLink],
  });
}

export const unknownUnsubscribeTokenPage = renderPage({
  title: 'This unsubscribe link is not valid',
  lines: [
    'It may have been cut short: copy the whole link from the mail into the address bar, or use the unsubscribe button of your mail app.',
    `If our mail keeps coming, write to ${company.email} and we will take your address off the list.`,
  ],
  links: [{ href: `mailto:${company.email}?subject=${encodeURIComponent('Please unsubscribe me')}`, label: `E-mail ${company.email}` }, homeLink],
});

/** The page of the confirmation link (GET): it only asks; its button (a POST to `action`) confirms. */
export function confirmPage(list: string, email: string, action: string): string {
  const info = listInfo(list);
  return renderPage({
    title: 'Confirm your subscription',
    lines: [`Add ${email} to ${info.name}? We will only write to it once you confirm.`],
    form: { action, label: `Yes, add me to ${info.name}` },
    links: [homeLink],
  });
}

export function confirmedPage(list: string, email: string): string {
  const info = listInfo(list);
  return renderPage({
    title: "You're subscribed",
    lines: [`${email} is on ${info.name}. We've sent a welcome mail; each of our mails has a link to unsubscribe.`],
    links: [{ href: info.page, label: `Back to ${info.name}` }, homeLink],
  });
}

export const unknownConfirmTokenPage = renderPage({
  title: 'This confirmation link is not valid',
  lines: [
    'It may have expired (a link is valid for 7 days), been cut short, or its address has unsubscribed since.',
    'Subscribe again on our website and we will send a new link.',
  ],
  links: [homeLink],
});
