import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Card, CardButton, CardLink, Grid, Heading, Inline, Stack, Text, cardElements, cardPaddings } from '@orisun/ui';
import { tones } from '@orisun/tokens';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    as: 'article',
    padding: 'md',
    children: (
      <Stack space="2">
        <Heading level={3}>Mobile banking app</Heading>
        <Text tone="muted">A React Native app for a microfinance bank in Ibadan, built for low-end Android phones.</Text>
      </Stack>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    padding: { control: 'inline-radio', options: cardPaddings },
    tone: { control: 'select', options: [undefined, ...tones] },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `tone` adds a highlight stripe; the content says why (here, "Featured"). */
export const Tone: Story = {
  args: {
    tone: 'accent',
    children: (
      <Stack space="2">
        <Inline>
          <Badge tone="accent">Featured</Badge>
        </Inline>
        <Heading level={3}>Cloud migration</Heading>
      </Stack>
    ),
  },
};

/** A `CardLink` in the title makes the whole card a link; its name is the title only. */
export const Link: Story = {
  args: {
    children: (
      <Stack space="2">
        <Heading level={3}>
          <CardLink href="#agritech">AgriTech marketplace</CardLink>
        </Heading>
        <Text tone="muted">Connecting farmers in Oyo State with buyers in Lagos.</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'AgriTech marketplace' })).toHaveFocus();
  },
};

const open = fn();
/** A `CardButton` opens something on this page (a service's detail overlay). */
export const Button: Story = {
  args: {
    children: (
      <Stack space="2">
        <Heading level={3}>
          <CardButton onClick={open}>Web development</CardButton>
        </Heading>
        <Text tone="muted">Fast sites that work on slow networks.</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Web development' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveBeenCalled();
  },
};

/** Every padding and tone, plain and interactive. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 3 }} space="3">
      {cardPaddings.map((padding) => (
        <Card key={padding} padding={padding}>
          <Text>Padding {padding}</Text>
        </Card>
      ))}
      {tones.map((tone) => (
        <Card key={tone} tone={tone}>
          <Heading level={3} size="md">
            <CardLink href="#x">Tone {tone}</CardLink>
          </Heading>
        </Card>
      ))}
    </Grid>
  ),
};
