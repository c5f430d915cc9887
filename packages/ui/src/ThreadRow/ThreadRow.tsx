import { createElement, useId, type CSSProperties, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Bookmark, CheckCircle2, Heart, MessageCircle, MessageSquare, Pin, ThumbsUp } from 'lucide-react';
import { focusRing, touchTarget } from '@orisun/tokens';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Tag } from '../Tag/Tag.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useLinkComponent, type LinkComponentProps } from '../UiProvider/UiProvider.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './ThreadRow.css.ts';
import { formatCount } from '../format/count.ts';

/** Where a thread stands: pinned by an admin, solved (a reply is the solution), or open. */
export const threadRowStatuses = ['open', 'pinned', 'solved'] as const;
export type ThreadRowStatus = (typeof threadRowStatuses)[number];

export const threadRowHeadingLevels = [2, 3, 4] as const;
export type ThreadRowHeadingLevel = (typeof threadRowHeadingLevels)[number];

/** Every fixed word of the row, to translate or adapt. */
export interface ThreadRowLabels {
  open: string;
  pinned: string;
  solved: string;
  likes: (count: number) => string;
  admin: string;
  category: string;
  save: string;
  postedBy: string;
  replies: (count: number) => string;
  replyLikes: (count: number) => string;
  lastReply: string;
  /** A count as the app's language writes it (`1,234`; French `1 234`). */
  count: (count: number) => string;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const threadRowDefaultLabels: ThreadRowLabels = {
  open: 'Open',
  pinned: 'Pinned',
  solved: 'Solved',
  likes: (n) => (n === 1 ? 'like' : 'likes'),
  admin: 'Admin',
  category: 'Category',
  save: 'Save thread',
  postedBy: 'Posted by',
  replies: (n) => plural(n, 'reply', 'replies'),
  replyLikes: (n) => plural(n, 'like on replies', 'likes on replies'),
  lastReply: 'Last reply',
  count: (n) => formatCount(n),
};

export interface ThreadRowProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** The thread's title: the link that opens it. */
  title: string;
  /** The thread's own address (`/forum/threads/:id`): middle or Ctrl/⌘ click opens it in a new tab, and it can be copied. */
  href: string;
  /**
   * Called on a plain left click (or Enter) on the title, after `preventDefault()`, so the page opens the
   * thread in its dialog instead of navigating. Clicks with a modifier key or the middle button keep the
   * link's own behaviour. Without it the link navigates.
   */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The category's name ("Technical Support"). */
  category: string;
  /** The author's handle, without the `@` (the row writes "Posted by @author"). */
  author: string;
  /** Posted by the company account: shows the "Admin" badge. Default `false`. */
  adminPost?: boolean;
  /** Where the thread stands; shown as an icon with an accessible name. Default: from `pinned`/`solved`, else `'open'`. */
  status?: ThreadRowStatus;
  /** Pinned by an admin (alternative to `status`). A thread pinned and solved shows both icons. */
  pinned?: boolean;
  /** Has a solution (alternative to `status`). */
  solved?: boolean;
  /** Likes on the thread itself. */
  likes: number;
  /** Number of replies. */
  replies: number;
  /** Likes on all its replies together. */
  replyLikes: number;
  /** When it was posted, as the site formats it: usually `<time dateTime={iso}>2 hours ago</time>`. */
  postedAt: ReactNode;
  /** The start of the post as plain text; the row shows two lines of it. */
  preview: string;
  /** Its tags, in order. */
  tags: readonly string[];
  /** Makes each tag a button that calls this with the tag (the forum searches for it). Default: tags are plain. */
  onTagClick?: (tag: string) => void;
  /** Makes each tag a link to this address (the tag's list page), through the link component; wins over `onTagClick`. */
  tagHref?: (tag: string) => string;
  /** Saved by this visitor: the save toggle is pressed. */
  saved: boolean;
  /** Called with the new saved state when the save toggle is pressed. */
  onSavedChange: (saved: boolean) => void;
  /** Last reply information as the site formats it ("Last reply by @ada, 5 min ago"). Default: not shown. */
  lastReply?: ReactNode;
  /** Level of the title's heading, to fit the page outline. Default `3`. */
  headingLevel?: ThreadRowHeadingLevel;
  /** Replaces some of the fixed words. */
  labels?: Partial<ThreadRowLabels>;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

const statusIcon = { open: MessageCircle, pinned: Pin, solved: CheckCircle2 } as const;

/** The statuses to show, in order: `status` if given, else pinned and/or solved from the booleans, else open. */
function resolveStatuses(status: ThreadRowStatus | undefined, pinned: boolean, solved: boolean): ThreadRowStatus[] {
  if (status) return [status];
  const list: ThreadRowStatus[] = [];
  if (pinned) list.push('pinned');
  if (solved) list.push('solved');
  return list.length ? list : ['open'];
}

/**
 * One thread of the forum list: status icon and like count, the title as a link (a plain click calls
 * `onOpen` so the page opens its dialog; a middle or modified click opens the address), the admin
 * badge, the category, a save toggle, "Posted by @author" and when, two lines of the post, its tags,
 * and the reply count, the likes on replies and the last reply. Works from 320px wide.
 */
export function ThreadRow({
  title,
  href,
  onOpen,
  category,
  author,
  adminPost = false,
  status,
  pinned = false,
  solved = false,
  likes,
  replies,
  replyLikes,
  postedAt,
  preview,
  tags,
  onTagClick,
  tagHref,
  saved,
  onSavedChange,
  lastReply,
  headingLevel = 3,
  labels: labelsProp,
  className,
  ...rest
}: ThreadRowProps) {
  const id = useId();
  const LinkComponent = useLinkComponent();
  const labels = { ...threadRowDefaultLabels, ...labelsProp };
  const statuses = resolveStatuses(status, pinned, solved);
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}title`;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(event);
  };

  return (
    <article
      data-component="ThreadRow"
      data-status={statuses.join(' ')}
      data-saved={saved ? '' : undefined}
      aria-labelledby={titleId}
      {...rest}
      className={cx(styles.root, className)}
    >
      <div data-part="Stats" className={styles.stats}>
        {statuses.map((s) => (
          <span key={s} data-part="Status" data-status={s} className={styles.status({ status: s })}>
            <Icon icon={statusIcon[s]} size="lg" label={labels[s]} />
          </span>
        ))}
        <span data-part="Likes" className={styles.count}>
          <Icon icon={ThumbsUp} size="sm" />
          <span>
            {labels.count(likes)}
            <VisuallyHidden> {labels.likes(likes)}</VisuallyHidden>
          </span>
        </span>
      </div>
      <div data-part="Main" className={styles.main}>
        <div data-part="Header" className={styles.header}>
          <div className={styles.titleGroup}>
            <Heading id={titleId} className={styles.heading}>
              {createElement(
                LinkComponent,
                { 'data-part': 'Title', href, onClick: handleClick, className: cx(styles.title, focusRing) } as LinkComponentProps,
                title,
              )}
            </Heading>
            <div data-part="Badges" className={styles.badges}>
              {adminPost && (
                <Badge tone="accent" variant="solid" data-part="Admin">
                  {labels.admin}
                </Badge>
              )}
              <Badge tone="info" data-part="Category">
                <VisuallyHidden>{labels.category}: </VisuallyHidden>
                {category}
              </Badge>
            </div>
          </div>
          <button
            type="button"
            data-part="Save"
            aria-label={labels.save}
            aria-describedby={titleId}
            aria-pressed={saved}
            // Kept in the browser: without JavaScript it could do nothing, so it is left out (the kit's `data-requires-script`).
            data-requires-script=""
            onClick={() => onSavedChange(!saved)}
            className={cx(styles.save, focusRing)}
          >
            <Icon icon={Bookmark} />
          </button>
        </div>
        <p data-part="Byline" className={styles.byline}>
          <span>
            {labels.postedBy} <span className={styles.author}>@{author}</span>
          </span>
          {/* The dot starts the time's part, so a byline that wraps never ends its first line with it. */}
          <span className={styles.bylineTime}>{postedAt}</span>
        </p>
        {preview && (
          <p data-part="Preview" className={styles.preview}>
            {preview}
          </p>
        )}
        {tags.length > 0 && (
          <ul data-part="Tags" className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                {tagHref ? (
                  <Tag href={tagHref(tag)}>{tag}</Tag>
                ) : onTagClick ? (
                  <button type="button" onClick={() => onTagClick(tag)} className={cx(styles.tagButton, focusRing, touchTarget)}>
                    <Tag>{tag}</Tag>
                  </button>
                ) : (
                  <Tag>{tag}</Tag>
                )}
              </li>
            ))}
          </ul>
        )}
        <div data-part="Footer" className={styles.footer}>
          <span data-part="Replies" className={styles.footerItem}>
            <Icon icon={MessageSquare} size="sm" />
            {labels.replies(replies)}
          </span>
          <span data-part="ReplyLikes" className={styles.footerItem}>
            <Icon icon={Heart} size="sm" />
            {labels.replyLikes(replyLikes)}
          </span>
          {lastReply != null && lastReply !== false && (
            <span data-part="LastReply" className={styles.footerItem}>
              <VisuallyHidden>{labels.lastReply}: </VisuallyHidden>
              {lastReply}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
ThreadRow.displayName = 'ThreadRow';
