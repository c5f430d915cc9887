import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consultants } from '../../site/src/content/consultants.ts';
import { ConsultantsView } from '../../site/src/pages/Consultants/ConsultantsView.tsx';
import { SitePage } from './SitePage.tsx';

function ApplyTab() {
  return <ConsultantsView initialTab="apply" />;
}

const meta = {
  title: 'Pages/Consultants',
  tags: ['page'],
  component: SitePage,
  parameters: { layout: 'fullscreen' },
  args: { page: ConsultantsView, path: '/consultants' },
  argTypes: { page: { table: { disable: true } } },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Browse Consultants: the filters and every consultant's card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Expert Network');
    await expect(canvas.getByRole('tab', { name: 'Browse Consultants' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(consultants.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing ${consultants.length} consultants`);
  },
};

/** Availability 'Project-based': the spec's filter found none of them; ours does. */
export const ProjectBased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Availability' }), 'project-based');
    const expected = consultants.filter((c) => c.availability === 'Project-based').length;
    await expect(canvas.getAllByRole('article')).toHaveLength(expected);
  },
};

/** A search that matches nobody: 'No consultants found', whose Reset Filters brings everyone back. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /^Search consultants/ }), 'blockchain');
    const empty = canvas.getByRole('region', { name: 'No consultants found' });
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(within(empty).getByRole('button', { name: 'Reset Filters' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(consultants.length);
  },
};

/**
 * Become a Consultant: the application form (its code loads with the tab). In a test run the form's modules are
 * transformed on that first request, which took over 15 s with every project running at once on two cores.
 */
export const Apply: Story = {
  args: { page: ApplyTab },
  play: async ({ canvasElement }) => {
    const canvas = main(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Become a Consultant' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('form', { name: 'Become a Consultant' }, { timeout: 45_000 })).toBeVisible();
  },
};
