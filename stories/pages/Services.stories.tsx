import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brand } from '../../site/src/content/brand.ts';
import { services, servicesPage } from '../../site/src/content/services.ts';
import ServicesPage from '../../site/src/pages/Services/index.tsx';
import { SitePage } from './SitePage.tsx';

const meta = {
  title: 'Pages/Services',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: ServicesPage, path: '/services' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/services`: hero with the badge, six cards, the four-step process and the banner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Technology Solutions That Scale');
    await expect(canvas.getByText('OUR EXPERTISE')).toBeVisible();
    for (const service of services) {
      const card = canvasElement.querySelector(`#${service.id}`);
      await expect(card).not.toBeNull();
      await expect(within(card as HTMLElement).getByRole('button', { name: service.title })).toBeVisible();
      await expect(card).toHaveTextContent(service.cta);
      await expect(within(card as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    }
    for (const step of ['Discover', 'Design', 'Develop', 'Deploy']) await expect(canvas.getByRole('heading', { level: 3, name: step })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Get Free Consultation/ })).toHaveAttribute('href', brand.external.scheduling);
    await expect(canvas.getByRole('link', { name: /Get Free Consultation/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/projects');
  },
};

/** Selecting a service opens its detail overlay; Escape closes it and focus returns to the card. */
export const ServiceDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const service = services[1]!;
    const trigger = canvas.getByRole('button', { name: service.title });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: service.title });
    const inDialog = within(dialog);
    for (const feature of service.features) await expect(dialog).toHaveTextContent(feature);
    for (const step of ['Requirement Analysis', 'Solution Design', 'Quality Assurance']) await expect(dialog).toHaveTextContent(step);
    const download = inDialog.getByRole('link', { name: new RegExp(servicesPage.detail.sheetLabel) });
    await expect(download).toHaveAttribute('href', `/downloads/service-sheets/${service.id}.pdf`);
    await expect(download).toHaveAttribute('download');
    await expect(download).toHaveTextContent('PDF');
    await expect(inDialog.getByRole('link', { name: new RegExp(service.cta) })).toHaveAttribute('href', brand.external.scheduling);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
