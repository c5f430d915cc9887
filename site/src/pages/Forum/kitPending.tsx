/**
 * TEMPORARY (kit pending): minimal stand-ins for the forum's kit components that another branch builds in
 * packages/ui (`ThreadRow`, `PostBody`, `TagInput`, `EmojiPicker`), with the SAME names and props, so the
 * forum page type-checks and runs before the merge. The lead deletes this file when merging and changes
 * the one import below each user of it to `@orisun/ui`:
 *
 *   import { EmojiPicker, PostBody, TagInput, ThreadRow } from './kitPending.tsx';  ->  from '@orisun/ui';
 *
 * No styling of its own (pages do not style): only kit parts that exist today.
 */
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { PostSegment } from '@orisun/api';
import { Badge, Button, Heading, Inline, Link, Stack, Tag, Text, TextField } from '@orisun/ui';

export interface ThreadRowProps {
  title: string;
  href: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  category: string;
  author: string;
  adminPost?: boolean;
  pinned?: boolean;
  solved?: boolean;
  likes: number;
  replies: number;
  replyLikes: number;
  postedAt: ReactNode;
  preview: string;
  tags: string[];
  onTagClick?: (tag: string) => void;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  lastReply?: ReactNode;
}

/** Stand-in for the kit's ThreadRow (kit pending). */
export function ThreadRow(props: ThreadRowProps) {
  const id = useId();
  return (
    <article aria-labelledby={id} data-component="ThreadRow">
      <Stack space="2">
        <Inline space="2" alignY="center">
          {props.pinned && <Badge tone="accent">Pinned</Badge>}
          {props.solved && <Badge tone="positive">Solved</Badge>}
          <Text size="sm" tone="muted">
            {props.likes} likes
          </Text>
        </Inline>
        <Heading level={3} size="md" id={id}>
          <Link href={props.href} onClick={props.onOpen}>
            {props.title}
          </Link>
        </Heading>
        <Inline space="2" alignY="center">
          {props.adminPost && <Badge tone="info">Admin</Badge>}
          <Badge>{props.category}</Badge>
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            aria-pressed={props.saved}
            onClick={() => props.onSavedChange(!props.saved)}
          >
            Save
          </Button>
        </Inline>
        <Text size="sm" tone="muted">
          Posted by @{props.author} {props.postedAt}
        </Text>
        <Text>{props.preview}</Text>
        {props.tags.length > 0 && (
          <Inline space="2">
            {props.tags.map((tag) =>
              props.onTagClick ? (
                <Button key={tag} size="sm" variant="soft" tone="neutral" onClick={() => props.onTagClick?.(tag)}>
                  {`#${tag}`}
                </Button>
              ) : (
                <Tag key={tag}>{tag}</Tag>
              ),
            )}
          </Inline>
        )}
        <Text size="sm" tone="muted">
          {props.replies} replies · {props.replyLikes} reply likes{props.lastReply ? ' · ' : ''}
          {props.lastReply}
        </Text>
      </Stack>
    </article>
  );
}

/**
 * The rel of a post's links: `postLinkRel` of @orisun/api, written out here because importing it would bring
 * linkifyjs (the module of `postSegments`) into the page's first load.
 */
const postLinkRel = 'nofollow ugc noopener';

/** Stand-in for the kit's PostBody: the text with its line breaks, web addresses as links (kit pending). */
export function PostBody({ segments }: { segments: PostSegment[] }) {
  return (
    <Text as="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-component="PostBody">
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} rel={postLinkRel} target="_blank">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}

export interface TagInputProps {
  label: string;
  value: string[];
  onValueChange: (tags: string[]) => void;
  normalize?: (typed: string) => string;
  max?: number;
  description?: string;
  error?: string;
}

/** Stand-in for the kit's TagInput: Enter or the plus button adds a tag once, each tag removable (kit pending). */
export function TagInput({ label, value, onValueChange, normalize = (typed) => typed.trim(), max, description, error }: TagInputProps) {
  const [typed, setTyped] = useState('');
  const full = max !== undefined && value.length >= max;
  const add = () => {
    const tag = normalize(typed);
    if (!tag || value.includes(tag) || full) return;
    onValueChange([...value, tag]);
    setTyped('');
  };
  return (
    <Stack space="2" data-component="TagInput">
      <Inline space="2" alignY="bottom">
        <TextField
          label={label}
          hint={description}
          error={error}
          value={typed}
          disabled={full}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={full}>
          Add tag
        </Button>
      </Inline>
      {value.length > 0 && (
        <Inline space="2">
          {value.map((tag) => (
            <Tag key={tag} onRemove={() => onValueChange(value.filter((t) => t !== tag))}>
              {tag}
            </Tag>
          ))}
        </Inline>
      )}
    </Stack>
  );
}

export interface EmojiPickerProps {
  onEmojiSelect: (emoji: string) => void;
  label?: string;
  frequent?: string[];
  recentMode?: boolean;
}

const standInEmoji = ['😀', '😂', '🙂', '😍', '🤔', '👍', '👏', '🙏', '🎉', '🔥', '❤️', '✅'];

/** Stand-in for the kit's EmojiPicker: a button that shows a few emoji; one choice closes it (kit pending). */
export function EmojiPicker({ onEmojiSelect, label = 'Add emoji', frequent }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div data-component="EmojiPicker">
      <Button size="sm" variant="ghost" tone="neutral" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      {open && (
        <div id={listId} role="group" aria-label={label}>
          <Inline space="1">
            {(frequent?.length ? frequent : standInEmoji).map((emoji) => (
              <Button
                key={emoji}
                size="sm"
                variant="ghost"
                tone="neutral"
                aria-label={emoji}
                onClick={() => {
                  onEmojiSelect(emoji);
                  setOpen(false);
                }}
              >
                {emoji}
              </Button>
            ))}
          </Inline>
        </div>
      )}
    </div>
  );
}
