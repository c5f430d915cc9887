import { FileText, Image as ImageIcon } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { focusRing } from '@orisun/tokens';
import { Icon } from '../Icon/Icon.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './AttachmentList.css.ts';

/** One file to download. */
export interface AttachmentListItem {
  /** A stable key (the attachment's id). */
  id: string;
  /** The name people gave the file: shown as text only. */
  name: string;
  /** The download's address. A plain link with `download`, never fetched or shown inline. */
  href: string;
  /** The name the file is saved under (the server's). */
  downloadName?: string;
  /** The type as people know it: `'PDF'`, `'PNG image'`. */
  fileType: string;
  /** The size as text: `'1.2 MB'`. */
  size: string;
  /** An image (its icon differs). Default `false`. */
  image?: boolean;
}

export interface AttachmentListProps {
  items: readonly AttachmentListItem[];
  /** The list's heading, also its accessible name. Default `'Attachments'`. */
  title?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * The files sent with a message, as download links with their type and size. Images are never loaded inline: people on
 * paid mobile data choose what to download. Renders nothing without items.
 */
export function AttachmentList({ items, title = 'Attachments', className, style }: AttachmentListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div data-component="AttachmentList" className={cx(styles.root, className)} style={style}>
      <p id={titleId} className={styles.title} data-part="Title">
        {title}
      </p>
      <ul aria-labelledby={titleId} className={styles.list} data-part="List">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href} download={item.downloadName ?? true} className={cx(styles.link, focusRing)} data-part="Link">
              <Icon icon={item.image ? ImageIcon : FileText} size="sm" />
              <span className={styles.name}>{item.name}</span>
              <span className={styles.meta}>
                ({item.fileType}, {item.size})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
AttachmentList.displayName = 'AttachmentList';
