import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ButtonLink,
  Card,
  Grid,
  Heading,
  Inline,
  Section,
  Stack,
  Text,
  sectionAligns,
  sectionBackgrounds,
  sectionHeadingLevels,
  sectionWidths,
} from '@orisun/ui';
import { space } from '@orisun/tokens';

const principles = ['Cutting-edge technology', 'West African presence', 'Client-centric approach', 'Proven results'];

const meta = {
  title: 'Components/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Our principles',
    headingLevel: 2,
    background: 'none',
    width: 'container',
    align: 'start',
    space: '6',
    children: (
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
        {principles.map((title) => (
          <Card key={title} padding="lg">
            <Heading level={3} size="lg">
              {title}
            </Heading>
          </Card>
        ))}
      </Grid>
    ),
  },
  argTypes: {
    background: { control: 'inline-radio', options: sectionBackgrounds },
    width: { control: 'inline-radio', options: sectionWidths },
    align: { control: 'inline-radio', options: sectionAligns },
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    space: { control: 'select', options: Object.keys(space) },
    children: { control: false },
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Our principles' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Our principles' })).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** `intro` sets a lead paragraph right under the heading, before the content. */
export const Intro: Story = {
  args: { heading: 'Why choose us', intro: 'Six reasons clients across West Africa work with us.' },
};

/** Every background, one band after the other as on a page. */
export const Backgrounds: Story = {
  render: (args) => (
    <>
      {sectionBackgrounds.map((background) => (
        <Section key={background} {...args} heading={`Background ${background}`} background={background}>
          <Text tone="muted">A band on the {background} background.</Text>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const background of sectionBackgrounds) await expect(canvas.getByRole('region', { name: `Background ${background}` })).toBeVisible();
  },
};

/** Reading width, for text and a call to action; the band's own rhythm is tighter (`space`). */
export const Narrow: Story = {
  args: {
    heading: 'Work with us',
    width: 'narrow',
    space: '4',
    background: 'surface',
    children: (
      <>
        <Text size="lg">Tell us about your project and we will reply within two business days.</Text>
        <Inline space="3">
          <ButtonLink href="#contact">Contact us</ButtonLink>
          <ButtonLink href="#careers" variant="outline">
            Careers at Orisun
          </ButtonLink>
        </Inline>
      </>
    ),
  },
};

/** A short banner: heading and blocks centred (centre the text of the blocks too). */
export const Centered: Story = {
  args: {
    heading: 'Ready to transform your business?',
    width: 'narrow',
    space: '5',
    align: 'center',
    background: 'accentSoft',
    children: (
      <>
        <Text size="lg" align="center">
          Book a free consultation with our team.
        </Text>
        <Inline space="3" align="center">
          <ButtonLink href="#book">Free consultation</ButtonLink>
        </Inline>
      </>
    ),
  },
};

/** A smaller heading size keeps the outline level (a disclaimer at the end of a page). */
export const HeadingSize: Story = {
  args: {
    heading: 'Disclaimer',
    headingSize: 'xl',
    width: 'narrow',
    space: '3',
    children: (
      <Text size="sm" tone="muted">
        The information on this page is general and not legal advice.
      </Text>
    ),
  },
};

/** Sections nest: the inner one takes the next heading level and is its own labelled region. */
export const Nested: Story = {
  args: {
    heading: 'Open positions',
    children: (
      <Section heading="Engineering" headingLevel={3} headingSize="xl" space="4">
        <Stack space="2">
          <Text>Senior frontend engineer</Text>
          <Text>Backend engineer</Text>
        </Stack>
      </Section>
    ),
  },
  play: async ({ canvasElement }) => {
    const outer = within(canvasElement).getByRole('region', { name: 'Open positions' });
    const inner = within(outer).getByRole('region', { name: 'Engineering' });
    await expect(within(inner).getByRole('heading', { level: 3 })).toHaveTextContent('Engineering');
  },
};
