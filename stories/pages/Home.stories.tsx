import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brand } from '../../site/src/content/brand.ts';
import { homeFaq, homeWhyUs } from '../../site/src/content/home.ts';
import { services } from '../../site/src/content/services.ts';
import HomePage from '../../site/src/pages/Home/index.tsx';
import { mainNavigation, SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Home',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: HomePage, path: '/' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: hero, services, FAQ, why choose us, about teaser, the CTA section, footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Empowering Small Businesses with Custom Software Solutions');
    await expect(canvas.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '#CTA');
    const nav = await mainNavigation(canvasElement);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    for (const service of services) {
      await expect(canvas.getByRole('link', { name: service.homeTitle })).toHaveAttribute('href', `/services#${service.id}`);
    }
    for (const reason of homeWhyUs.reasons) await expect(canvas.getByRole('heading', { level: 3, name: reason.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', brand.external.chat);
    await expect(canvas.getByRole('link', { name: /Book a 30-minute call/ })).toHaveAttribute('href', brand.external.scheduling);
    await expect(canvas.getByRole('link', { name: new RegExp(brand.email) })).toHaveAttribute('href', `mailto:${brand.email}`);
  },
};

/** The FAQ: one answer open at a time; clicking the open question closes it. */
export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = homeFaq.entries[0]!;
    const second = homeFaq.entries[1]!;
    const q1 = canvas.getByRole('button', { name: first.question });
    const q2 = canvas.getByRole('button', { name: second.question });
    await userEvent.click(q1);
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('region', { name: first.question })).toHaveTextContent('4–8 weeks');
    await userEvent.click(q2);
    await expect(q2).toHaveAttribute('aria-expanded', 'true');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(q2);
    await expect(q2).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('button', { expanded: true }).filter((b) => b.closest('[data-component="Accordion"]'))).toHaveLength(0);
  },
};

/** 'Complete Project Brief' opens the brief form (focus on its first field); Escape closes it. States: Patterns/ProjectBriefDialog. */
export const ProjectBrief: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Complete Project Brief' });
    await userEvent.click(trigger);
    // The dialog's code loads on demand: allow for a slow first fetch.
    const dialog = await body.findByRole('dialog', { name: 'Complete Project Brief' }, { timeout: 15_000 });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    // Visible once the dialog's entry animation has faded it in.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Project type/ })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Submit brief' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
