import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadCard, Grid } from '@orisun/ui';

const meta = {
  title: 'Components/DownloadCard',
  component: DownloadCard,
  args: {
    name: 'Brand guidelines',
    description: 'Colours, logo use and clear space, typography and our tone of voice.',
    href: '/downloads/orisun-brand-guidelines.pdf',
    fileType: 'PDF',
    size: 'under 200 KB',
    featured: false,
  },
} satisfies Meta<typeof DownloadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Download Brand guidelines/ });
    await expect(link).toHaveAttribute('download', 'orisun-brand-guidelines.pdf');
  },
};

/** The recommended file: accent stripe, badge and a solid button. */
export const Featured: Story = {
  args: { name: 'Full media kit', description: 'Everything in one archive.', href: '/downloads/orisun-media-kit.zip', fileType: 'ZIP', size: 'under 2 MB', featured: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured')).toBeVisible();
  },
};

/** A grid of files, as on the Press Center. */
export const InAGrid: Story = {
  render: (args) => (
    <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      <DownloadCard {...args} as="div" name="Full media kit" fileType="ZIP" size="under 2 MB" featured />
      <DownloadCard {...args} as="div" />
      <DownloadCard {...args} as="div" name="Fact sheet" description="One page." size={undefined} />
    </Grid>
  ),
};
