import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlProblems } from '@orisun/test-support/html';
import { EmojiPicker } from '../EmojiPicker/EmojiPicker.tsx';
import { PostBody } from '../PostBody/PostBody.tsx';
import { describe, expect, it, vi } from 'vitest';
import { TagInput, type TagInputProps } from './TagInput.tsx';
import { expectNoAxeViolations } from '@orisun/test-support/axe';

function Harness(props: Partial<TagInputProps> & { initial?: string[]; onChange?: (tags: string[]) => void }) {
  const { initial = [], onChange, ...rest } = props;
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <TagInput
      label="Tags"
      description="Press Enter or + to add a tag."
      {...rest}
      value={tags}
      onValueChange={(next) => {
        onChange?.(next);
        setTags(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Tags' });
const status = () => document.querySelector('[data-part="Status"]')!;
const chips = () => [...document.querySelectorAll('[data-part="Tags"] li')].map((li) => li.textContent);

describe('TagInput', () => {
  it('adds the typed tag with Enter or the + button, trimmed, and empties the field', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(input(), '  bug {Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['bug']);
    expect(input()).toHaveValue('');
    await user.type(input(), 'api');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(onChange).toHaveBeenLastCalledWith(['bug', 'api']);
    expect(chips()).toEqual(['bug', 'api']);
    expect(input()).toHaveFocus();
    expect(status()).toHaveTextContent('Added “api”: 2 of 5 tags.');
  });

  it('does not add an empty tag or one already present, and says why in place (described, live)', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['bug']} onChange={onChange} />);
    const user = userEvent.setup();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(input().getAttribute('aria-describedby')).toContain(status().id);
    await user.type(input(), '   {Enter}');
    expect(status()).toHaveTextContent('Type a tag first.');
    expect(input()).toHaveAccessibleDescription(/Type a tag first\./);
    await user.clear(input());
    expect(status()).toHaveTextContent('');
    await user.type(input(), 'bug{Enter}');
    expect(status()).toHaveTextContent('“bug” is already added.');
    expect(input()).toHaveValue('bug');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops at max and says so; normalize shapes the tag', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['a']} max={2} normalize={(t) => t.trim().toLowerCase().replace(/\s+/g, '-')} onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(input(), 'Feature Request{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'feature-request']);
    await user.type(input(), 'more{Enter}');
    expect(status()).toHaveTextContent('You can add up to 2 tags.');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('Enter never submits the surrounding form', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
        <button type="submit">Post</button>
      </form>,
    );
    const user = userEvent.setup();
    await user.type(input(), 'bug{Enter}');
    await user.type(input(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chips()).toEqual(['bug']);
  });

  it('each chip has a named remove button; focus moves to the next chip, then the field', async () => {
    render(<Harness initial={['bug', 'api', 'web']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove tag api' }));
    expect(chips()).toEqual(['bug', 'web']);
    expect(screen.getByRole('button', { name: 'Remove tag web' })).toHaveFocus();
    expect(status()).toHaveTextContent('Removed “api”: 2 of 5 tags.');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag bug' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual([]);
    expect(input()).toHaveFocus();
  });

  it('Backspace in the empty field focuses the last chip’s remove button; Backspace there removes it', async () => {
    render(<Harness initial={['bug', 'api']} />);
    const user = userEvent.setup();
    await user.click(input());
    await user.keyboard('x{Backspace}');
    expect(input()).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Remove tag api' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['bug']);
    expect(screen.getByRole('button', { name: 'Remove tag bug' })).toHaveFocus();
  });

  it('Tab goes field, Add tag, then the chips', async () => {
    render(<Harness initial={['bug']} />);
    const user = userEvent.setup();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add tag' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove tag bug' })).toHaveFocus();
  });

  it('shows an error from the form, marking the field invalid', () => {
    render(<TagInput label="Tags" value={[]} onValueChange={() => {}} error="Add at most 5 tags, each once." />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Add at most 5 tags, each once\./);
    expect(document.querySelector('[data-component="TagInput"]')).toBeInTheDocument();
  });

  it('has no axe violations: empty, with tags and a refusal, and with an error', async () => {
    const { container } = render(
      <>
        <Harness />
        <Harness label="Topics" initial={['bug', 'api']} />
        <TagInput label="Labels" value={['x']} onValueChange={() => {}} error="Too many" required />
      </>,
    );
    await userEvent.setup().type(input(), '{Enter}');
    await expectNoAxeViolations(container);
  });

  it('server markup (with the PostBody and the closed EmojiPicker of a new-thread form) is valid HTML', async () => {
    const html = renderToStaticMarkup(
      <main>
        <form>
          <TagInput label="Tags" description="Press Enter." value={['bug', 'api']} onValueChange={() => {}} error="Too many" required />
          <EmojiPicker onEmojiSelect={() => {}} />
          <button type="submit">Post Thread</button>
        </form>
        <PostBody segments={[{ kind: 'text', text: 'See ' }, { kind: 'link', text: 'example.com', href: 'https://example.com/' }]} />
      </main>,
    );
    expect(await htmlProblems(html)).toEqual([]);
  });
});
