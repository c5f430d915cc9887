import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, Inline, Stack, Tag, tagTones } from '@orisun/ui';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'react', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: tagTones } },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `href`: the tag lists the threads that carry it. */
export const Linked: Story = { args: { href: '#tag-react' } };

/** `onRemove`: a labelled remove button; here removal takes the tag away. */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: function Render() {
    const [tags, setTags] = useState(['react', 'vite', 'billing']);
    return (
      <Inline as="ul" aria-label="Selected tags" space="2">
        {tags.map((t) => (
          <Tag key={t} onRemove={() => setTags((all) => all.filter((x) => x !== t))}>
            {t}
          </Tag>
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove vite' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('vite')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Every tone, plain, linked and removable. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="3">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3">
          <Inline space="2">
            {tagTones.map((tone) => (
              <Inline key={tone} space="2">
                <Tag tone={tone}>{tone}</Tag>
                <Tag tone={tone} href="#x">{`${tone} link`}</Tag>
                <Tag tone={tone} onRemove={() => {}}>{`${tone} removable`}</Tag>
              </Inline>
            ))}
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
};
