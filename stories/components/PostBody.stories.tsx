import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, PostBody, Stack, type PostBodySegment } from '@orisun/ui';

const post: PostBodySegment[] = [
  { kind: 'text', text: 'After the 2.4 update the export stops at 80%.\n\nSteps:\n1. Open Reports\n2. Export as CSV\n\nLogs are here: ' },
  { kind: 'link', text: 'https://paste.example.com/k3v9', href: 'https://paste.example.com/k3v9' },
  { kind: 'text', text: '\nAny idea?' },
];

const meta = {
  title: 'Components/PostBody',
  component: PostBody,
  args: { segments: post },
} satisfies Meta<typeof PostBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Line breaks as typed; the address is a link with `rel="nofollow ugc noopener"` in the same tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'https://paste.example.com/k3v9' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Markup in a post shows as the characters typed, never as HTML. */
export const MarkupStaysText: Story = {
  args: { segments: [{ kind: 'text', text: 'Is <script>alert(1)</script> escaped? And <b>this</b>?' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="PostBody"] b')).toBeNull();
    await expect(within(canvasElement).getByText(/<b>this<\/b>/)).toBeVisible();
  },
};

/** A post rendered from its Markdown by the server (`contentHtml`): paragraphs, emphasis, lists, quotes and code. */
export const Markdown: Story = {
  args: {
    segments: undefined,
    html: [
      '<p>After the <strong>2.4</strong> update the export stops at <em>80%</em>:<br />',
      'it hangs on <code>export.csv</code>.</p>',
      '<ol>\n<li>Open Reports</li>\n<li>Export as CSV</li>\n</ol>',
      '<blockquote>\n<p>Works on 2.3.</p>\n</blockquote>',
      '<pre><code class="language-sh">curl -I https://api.example.com/export\n</code></pre>',
      '<p>Logs: <a href="https://paste.example.com/k3v9" rel="nofollow ugc noopener">paste.example.com/k3v9</a></p>',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2.4').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'paste.example.com/k3v9' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  },
};

/** A very long word or address wraps inside a narrow column instead of overflowing it. */
export const LongWords: Story = {
  args: {
    segments: [
      { kind: 'text', text: 'Supercalifragilisticexpialidocious'.repeat(4) + '\n' },
      { kind: 'link', text: 'https://example.com/' + 'very-long-path-segment/'.repeat(6), href: 'https://example.com/' + 'very-long-path-segment/'.repeat(6) },
    ],
  },
  render: (args) => (
    <Box style={{ maxWidth: 280 }} data-testid="column">
      <PostBody {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const body = column.querySelector('[data-component="PostBody"]') as HTMLElement;
    await expect(body.scrollWidth).toBeLessThanOrEqual(column.clientWidth + 1);
  },
};

/** Plain, linked and long posts, for visual regression. */
export const AllVariants: Story = {
  tags: ['vrt', '!autodocs'],
  render: () => (
    <Stack space="4">
      {(['canvas', 'surface'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="3" style={{ maxWidth: 320 }}>
          <Stack space="3">
            <PostBody segments={post} />
            <PostBody segments={[{ kind: 'text', text: 'Short reply.' }]} />
            <PostBody segments={[{ kind: 'text', text: 'https://example.com/' + 'a'.repeat(60) }]} />
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
