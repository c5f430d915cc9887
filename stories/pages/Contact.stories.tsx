import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brand } from '../../site/src/content/brand.ts';
import { contactForm, officePanel } from '../../site/src/content/contact.ts';
import ContactPage from '../../site/src/pages/Contact/index.tsx';
import { mainNavigation, SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Contact',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: ContactPage, path: '/contact' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/contact`: the message form on the left, the office tabs on the right (stacked on phones, form first). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    await expect(within(await mainNavigation(canvasElement)).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('form', { name: contactForm.heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: contactForm.submitLabel })).toBeDisabled();
    const tablist = canvas.getByRole('tablist', { name: officePanel.tabsLabel });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(brand.offices.map((o) => o.city));
    // Every office's tab is whole in view, at every width (at 375 px the row once cut 'Cotonou').
    const row = tablist.getBoundingClientRect();
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      await expect({ tab: tab.textContent, inside: box.left >= row.left - 0.5 && box.right <= row.right + 0.5 }).toEqual({ tab: tab.textContent, inside: true });
    }
    const panel = canvas.getByRole('tabpanel', { name: 'Lagos' });
    await expect(panel).toHaveTextContent('Mon–Fri, 9:00–18:00 WAT');
    await expect(within(panel).getByRole('link', { name: brand.offices[0].email })).toHaveAttribute('href', `mailto:${brand.offices[0].email}`);
    // No third-party map until the visitor asks for one.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Choosing an office in the form shows that office's tab. */
export const OfficeChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Ogbomosho' }));
    await expect(canvas.getByRole('tab', { name: 'Ogbomosho' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Ogbomosho' });
    await expect(panel).toHaveTextContent('Mon–Fri, 9:00–17:00 WAT');
    await expect(canvas.getByRole('button', { name: contactForm.submitLabel })).toBeEnabled();
  },
};

/** The office tabs: arrow keys switch them; each office's details and its 'Show map' button. */
export const OfficeTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Lagos' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cotonou' })).toHaveFocus();
    const panel = canvas.getByRole('tabpanel', { name: 'Cotonou' });
    await expect(within(panel).getByRole('heading', { name: 'Cotonou, Benin Republic' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: '+229 01 21 30 45 67' })).toHaveAttribute('href', 'tel:+2290121304567');
    await expect(within(panel).getByRole('button', { name: officePanel.map.showLabel })).toHaveAccessibleDescription(officePanel.map.note);
    await waitFor(() => expect(canvas.queryAllByRole('tabpanel')).toHaveLength(1));
  },
};
