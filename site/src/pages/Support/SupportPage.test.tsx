import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { mockApi } from '@orisun/test-support/mock-api';
import { supportContacts, supportForm, supportNote } from '../../content/support.ts';
import { preloadIslands } from '../../islands/intent.tsx';
import SupportPage from './index.tsx';

mockApi();

describe('Contact Support page', () => {
  it('prerenders the form, the support line, mailbox and response times: all readable without JavaScript', async () => {
    await preloadIslands();
    const html = renderToStaticMarkup(<SupportPage />);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toContain('>Contact Support</h1>');
    for (const label of ['Full name', 'E-mail', 'Subject', 'Urgency', 'Detailed description', 'Submit Request']) expect(html).toContain(label);
    expect(html).toMatch(/<input[^>]*value="medium"[^>]*checked=""|<input[^>]*checked=""[^>]*value="medium"/);
    expect(html).toContain(`href="tel:${supportContacts.phone.e164}"`);
    expect(html).toContain(`href="mailto:${supportContacts.email}"`);
    expect(html).toContain('within 24 hours');
    expect(html).toContain('about 2 hours on average');
    expect(html).toContain('<noscript>');
    expect(html).toContain('href="/dashboard"');
  });

  it('shows the side note beside the form: phone, e-mail, response promise, the way to a ticket', { timeout: 20_000 }, async () => {
    const { container } = render(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
    expect(await screen.findByRole('form', { name: supportForm.heading })).toBeVisible();
    const note = screen.getByRole('heading', { name: supportNote.heading }).closest<HTMLElement>('[data-component="Card"]')!;
    expect(within(note).getByRole('link', { name: supportContacts.phone.display })).toHaveAttribute('href', `tel:${supportContacts.phone.e164}`);
    expect(within(note).getByRole('link', { name: supportContacts.email })).toHaveAttribute('href', `mailto:${supportContacts.email}`);
    expect(note).toHaveTextContent(supportNote.hours);
    expect(screen.getByRole('link', { name: supportNote.trackLabel })).toHaveAttribute('href', '/dashboard');
    await expectNoAxeViolations(container);
  });
});
