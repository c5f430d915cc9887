import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@orisun/api/mocks';
import { expectNoAxeViolations } from '@orisun/test-support/axe';
import { officeMapEmbedUrl, officePanel } from '../../content/contact.ts';
import { brand } from '../../content/brand.ts';
import ContactPage from './index.tsx';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [lagos, ogbomosho, cotonou] = brand.offices;

describe('Contact page', () => {
  // axe over the whole page is slow in jsdom when the suite runs in parallel.
  it('shows one tab per office with its details (WAT hours), Lagos first, and no map until asked', { timeout: 20_000 }, async () => {
    const { container } = render(<ContactPage />);
    const tabs = within(screen.getByRole('tablist', { name: officePanel.tabsLabel })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Lagos', 'Ogbomosho', 'Cotonou']);
    const panel = screen.getByRole('tabpanel', { name: 'Lagos' });
    expect(within(panel).getByRole('heading', { name: 'Lagos, Nigeria' })).toBeVisible();
    expect(panel).toHaveTextContent(lagos.street);
    expect(panel).toHaveTextContent(lagos.postalCode);
    expect(panel).toHaveTextContent('Mon–Fri, 9:00–18:00 WAT');
    expect(within(panel).getByRole('link', { name: lagos.phone.display })).toHaveAttribute('href', `tel:${lagos.phone.e164}`);
    expect(within(panel).getByRole('link', { name: lagos.email })).toHaveAttribute('href', `mailto:${lagos.email}`);
    expect(within(panel).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', expect.stringContaining('openstreetmap.org'));
    expect(container.querySelector('iframe')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('choosing an office in the form shows its tab', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    // The form's code loads on demand (an intent island): its radios appear once it has.
    await user.click(await screen.findByRole('radio', { name: 'Cotonou' }));
    expect(screen.getByRole('tab', { name: 'Cotonou' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Cotonou' });
    expect(panel).toHaveTextContent(cotonou.street);
    expect(panel).toHaveTextContent('Mon–Fri, 9:00–18:00 WAT');
  });

  it("loads a map only when asked, one at a time: the active tab's", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactPage />);
    await user.click(screen.getByRole('tab', { name: 'Ogbomosho' }));
    const panel = screen.getByRole('tabpanel', { name: 'Ogbomosho' });
    expect(panel).toHaveTextContent('Mon–Fri, 9:00–17:00 WAT');
    await user.click(within(panel).getByRole('button', { name: officePanel.map.showLabel }));
    const map = within(panel).getByTitle('Map of the Ogbomosho office');
    expect(map).toHaveAttribute('src', officeMapEmbedUrl(ogbomosho));
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveFocus();
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,-]+&layer=mapnik&marker=8\.1420,4\.2490$/);

    // Another tab: its own 'Show map', and the first map is gone.
    await user.click(screen.getByRole('tab', { name: 'Lagos' }));
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
    await user.click(within(screen.getByRole('tabpanel', { name: 'Lagos' })).getByRole('button', { name: officePanel.map.showLabel }));
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Ogbomosho' }));
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Map of the Ogbomosho office');
  });
});
