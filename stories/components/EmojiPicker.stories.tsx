import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box, EmojiPicker, Inline, Stack, Text, TextArea } from '@orisun/ui';

/** A 64px custom emoji drawn inline, so the story needs no file. */
const orisunBadge =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0b7a5c"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">O</text></svg>',
  );

const meta = {
  title: 'Components/EmojiPicker',
  component: EmojiPicker,
  args: { onEmojiSelect: fn(), label: 'Add emoji', recentMode: false },
  // On a story's own canvas the picker opens above its button, into the room left for it; on the docs page the
  // stories sit in the text as buttons (each opens its picker over the page), and the first one is open below.
  decorators: [
    (Story, { viewMode }) =>
      viewMode === 'docs' ? (
        <Story />
      ) : (
        <Box style={{ paddingTop: 380 }}>
          <Story />
        </Box>
      ),
  ],
  parameters: {
    docs: {
      // Storybook's docs page, but the open picker only once, at the top: two pickers open at once close each other.
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <Primary />
          <Controls />
          <Stories includePrimary={false} />
        </>
      ),
    },
  },
} satisfies Meta<typeof EmojiPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The grid waits for the emoji data, a JSON module of 571 KB that each browser project's dev server transforms on its
 * first request: in a full run on two cores that took over 10 s (CI, the visual projects).
 */
const emojiData = { timeout: 40_000 };

const openPicker = async (canvasElement: HTMLElement, name = 'Add emoji') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 10_000 });
  await within(dialog).findByRole('grid', { name: /Frequently Used|Recently Used/ }, emojiData);
  // The picker fades in from opacity 0; on a loaded machine its first frame can still be the one being read.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
};

/**
 * The picker as it opens: search, the category bar, the quick reactions first, then every emoji by category. It is
 * the docs page's first view, open below its button.
 */
export const Overview: Story = {
  args: { defaultOpen: true, side: 'bottom' },
  parameters: { docs: { story: { height: '440px' } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add emoji' }, { timeout: 10_000 });
    await within(dialog).findByRole('grid', { name: 'Frequently Used' }, emojiData);
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  },
};

/** One choice reports the emoji, closes the picker and gives focus back to the trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(within(dialog).getByRole('searchbox', { name: 'Search emoji' })).toHaveFocus();
    await userEvent.click(within(within(dialog).getByRole('grid', { name: 'Frequently Used' })).getByRole('gridcell', { name: 'red heart' }));
    await expect(args.onEmojiSelect).toHaveBeenCalledWith('❤️');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await expect(within(canvasElement).getByRole('button', { name: 'Add emoji' })).toHaveFocus();
  },
};

/** The picker open (visual regression): 300 x 350, the quick reactions first, "Custom Emojis" empty, the first emoji focused. */
export const Open: Story = {
  tags: ['vrt', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'), { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByText('No custom emojis yet.')).toBeVisible(), { timeout: 10_000 });
    // Focus on the first emoji (its focus ring shows), not in the search field, whose blinking caret would make screenshots differ.
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('thumbs up');
  },
};

/** Keyboard only: Tab cycles search, category bar and grid; arrows move, Enter chooses; Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add emoji' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('grid', { name: 'Frequently Used' }, emojiData);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Frequently Used' })).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('thumbs up');
    // Tab stays inside the open picker.
    await userEvent.tab();
    await expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onEmojiSelect).toHaveBeenCalledWith('😃');
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 10_000 });
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await expect(trigger).toHaveFocus();
  },
};

/** Search matches names and keywords; nothing found says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const search = within(dialog).getByRole('searchbox', { name: 'Search emoji' });
    await userEvent.type(search, 'pizza');
    await expect(within(within(dialog).getByRole('grid', { name: 'Search results' })).getByRole('gridcell', { name: 'pizza' })).toBeVisible();
    await userEvent.type(search, 'zzz');
    await expect(within(dialog).getByText('No emoji found')).toBeVisible();
  },
};

/** The category bar scrolls its section into view. */
export const CategoryNav: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flags' }));
    const heading = within(dialog).getByRole('heading', { name: 'Flags' });
    await waitFor(() => {
      const scroller = dialog.querySelector<HTMLElement>('[data-part="Scroller"]')!;
      const top = heading.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      return expect(Math.abs(top)).toBeLessThan(4);
    }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Flags' })).toHaveAttribute('aria-current', 'true'), { timeout: 10_000 });
  },
};

/** `recentMode` and `custom`: "Recently Used" first, then the site's own images (64px, shown at 24px). */
export const RecentAndCustom: Story = {
  args: {
    recentMode: true,
    frequent: ['🎉', '🚀', '✅', '👀'],
    custom: [
      { id: 'orisun', label: 'Orisun', src: orisunBadge },
      { id: 'orisun-2', label: 'Orisun again', src: orisunBadge },
    ],
    onCustomEmojiSelect: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Recently Used' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('gridcell', { name: 'Orisun' }));
    await expect(args.onEmojiSelect).toHaveBeenCalledWith(':orisun:');
    await expect(args.onCustomEmojiSelect).toHaveBeenCalledWith(args.custom![0]);
  },
};

/** How a reply box uses it: the chosen emoji goes in at the caret. */
export const InAReplyBox: Story = {
  render: function Render() {
    const [text, setText] = useState('Thanks, that fixed it ');
    // Where the caret was when the textarea was last used; at the end until then.
    const caret = useRef<number | null>(null);
    return (
      <Stack space="2" style={{ maxWidth: 480, paddingTop: 380 }}>
        <TextArea
          label="Your reply"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSelect={(e) => (caret.current = e.currentTarget.selectionStart)}
        />
        <Inline space="2">
          <EmojiPicker
            onEmojiSelect={(emoji) => {
              const at = caret.current ?? text.length;
              caret.current = at + emoji.length;
              setText(text.slice(0, at) + emoji + text.slice(at));
            }}
          />
          <Text size="sm" tone="muted">
            Emoji go in at the caret.
          </Text>
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(within(within(dialog).getByRole('grid', { name: 'Frequently Used' })).getByRole('gridcell', { name: 'thumbs up' }));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks, that fixed it 👍');
  },
};
