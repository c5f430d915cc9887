import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink, PageHero, Section, Stat, StatGroup, Text } from '@orisun/ui';
import { space } from '@orisun/tokens';

const meta = {
  title: 'Components/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Careers at Orisun',
    intro: 'Build software that matters for businesses across West Africa, with a team that cares how it is made.',
    space: '5',
  },
  argTypes: {
    space: { control: 'select', options: Object.keys(space) },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Careers at Orisun' });
    await expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Careers at Orisun');
  },
};

/** `eyebrow` puts a short accent line above the title; extra content (figures) goes last. */
export const EyebrowAndStats: Story = {
  args: {
    heading: 'About Orisun Software',
    eyebrow: 'Who we are',
    intro: 'A software company with offices in Lagos, Ogbomosho and Cotonou.',
    children: (
      <StatGroup aria-label="Orisun in numbers">
        <Stat value="15+" label="Team Members" />
        <Stat value="20+" label="Projects" />
        <Stat value="2" label="Countries" />
        <Stat value="100%" label="Client Satisfaction" />
      </StatGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(4);
  },
};

/** `badge` labels the page with a solid accent badge above the title. */
export const Badge: Story = {
  args: { heading: 'Technology Solutions That Scale', badge: 'OUR EXPERTISE', space: '4' },
};

/** `actions` holds the page's main calls to action, in a row under the intro. */
export const Actions: Story = {
  args: {
    heading: 'Software that grows your business',
    intro: 'Web, mobile and cloud, built in West Africa.',
    actions: (
      <ButtonLink href="#CTA" size="lg">
        GET STARTED
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '#CTA');
  },
};

/** The hero opens a page; `Section`s follow. One h1, every band a region named by its heading. */
export const WithSections: Story = {
  render: (args) => (
    <main>
      <PageHero {...args} />
      <Section heading="Benefits">
        <Text>Remote-friendly, learning budget, health cover.</Text>
      </Section>
      <Section heading="How we hire" background="surface">
        <Text>Apply, talk to us, a small paid task, an offer.</Text>
      </Section>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Careers at Orisun', 'Benefits', 'How we hire']) await expect(canvas.getByRole('region', { name })).toBeVisible();
  },
};
