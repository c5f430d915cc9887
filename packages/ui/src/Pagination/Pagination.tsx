import type { CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonLook, ButtonContent } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useNavigation } from '../Link/Link.tsx';
import { cx } from '../private/cssVar.ts';
import * as styles from './Pagination.css.ts';

/** A numbered page, or a gap (`'gap-start'`, `'gap-end'`) standing for the pages left out. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to list: all of them up to 7; otherwise the first, the last, the current one with its
 * neighbours, and gaps, always 7 slots so the row does not jump as the page changes.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 7) return range(1, pageCount);
  if (page <= 4) return [...range(1, 5), 'gap-end', pageCount];
  if (page >= pageCount - 3) return [1, 'gap-start', ...range(pageCount - 4, pageCount)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', pageCount];
}

interface PaginationBaseProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. With one page or none, nothing is rendered. */
  pageCount: number;
  /** Names the navigation landmark. Default `'Pagination'`; say what is paged when a view has two ("Tickets pages"). */
  label?: string;
  /** Default `'Previous'`. */
  previousLabel?: string;
  /** Default `'Next'`. */
  nextLabel?: string;
  /** A page's accessible name. Default `` (n) => `Page ${n}` ``. */
  pageLabel?: (page: number) => string;
  /** The compact phone text. Default `` (page, count) => `Page ${page} of ${count}` ``. */
  statusLabel?: (page: number, pageCount: number) => ReactNode;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

export type PaginationProps = PaginationBaseProps &
  (
    | {
        /** Pages are links (through the UiProvider's link component): the URL of each page. */
        hrefForPage: (page: number) => string;
        /** Also called when a page link is followed (e.g. to scroll up). */
        onPageChange?: (page: number) => void;
      }
    | {
        hrefForPage?: undefined;
        /** Pages are buttons: called with the page chosen. */
        onPageChange: (page: number) => void;
      }
  );

/**
 * Moves through pages of a list: previous, numbered pages (the current one marked with
 * `aria-current="page"`) and next, in a `<nav>` landmark. Links with `hrefForPage` (a URL per
 * page), buttons with `onPageChange`. On phones it shows only previous, "Page x of y" and next,
 * so it never scrolls sideways.
 */
export function Pagination({
  page: pageProp,
  pageCount,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (n) => `Page ${n}`,
  statusLabel = (p, c) => `Page ${p} of ${c}`,
  hrefForPage,
  onPageChange,
  ref,
  className,
  style,
}: PaginationProps) {
  const { Component: LinkComponent } = useNavigation({});
  if (pageCount < 2) return null;
  const page = Math.min(Math.max(1, Math.round(pageProp)), pageCount);

  const control = (
    target: number,
    content: ReactNode,
    opts: { current?: boolean; part: string; className?: string; edge?: boolean; label?: string },
  ) => {
    const look = buttonLook({ variant: opts.current ? 'solid' : 'ghost', tone: opts.current ? 'accent' : 'neutral' });
    const className = cx(look.className, opts.className, opts.edge && styles.inert);
    const common = { 'data-part': opts.part, 'data-tone': look['data-tone'], 'aria-label': opts.label, className };
    if (opts.edge) {
      // First or last page: previous/next go nowhere. Kept in place (so the row does not jump),
      // out of the tab order, and announced as unavailable.
      return hrefForPage ? (
        // A link with no href: not focusable, still found as the "Previous"/"Next" link, marked unavailable.
        <a {...common} role="link" aria-disabled="true">
          {content}
        </a>
      ) : (
        <button type="button" {...common} aria-disabled="true">
          {content}
        </button>
      );
    }
    const current = opts.current ? ('page' as const) : undefined;
    if (hrefForPage) {
      return (
        <LinkComponent {...common} href={hrefForPage(target)} aria-current={current} onClick={() => onPageChange?.(target)}>
          {content}
        </LinkComponent>
      );
    }
    return (
      <button
        type="button"
        {...common}
        aria-current={current}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          if (target !== page) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav data-component="Pagination" aria-label={label} ref={ref} className={cx(styles.root, className)} style={style}>
      <ul className={styles.list}>
        <li>
          {control(page - 1, <ButtonContent icon={<Icon icon={ChevronLeft} size="sm" />}>{previousLabel}</ButtonContent>, {
            part: 'Previous',
            edge: page <= 1,
          })}
        </li>
        {paginationItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.pageItem}>
              {control(item, item, { part: 'Page', current: item === page, className: styles.page, label: pageLabel(item) })}
            </li>
          ) : (
            <li key={item} className={styles.pageItem} aria-hidden="true">
              <span data-part="Gap" className={styles.gap}>
                …
              </span>
            </li>
          ),
        )}
        <li className={styles.status} data-part="Status">
          {statusLabel(page, pageCount)}
        </li>
        <li>
          {control(page + 1, <ButtonContent icon={<Icon icon={ChevronRight} size="sm" />} iconPosition="end">{nextLabel}</ButtonContent>, {
            part: 'Next',
            edge: page >= pageCount,
          })}
        </li>
      </ul>
    </nav>
  );
}
Pagination.displayName = 'Pagination';
