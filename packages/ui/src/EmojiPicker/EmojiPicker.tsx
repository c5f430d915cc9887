import { flushSync } from 'react-dom';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Apple, Car, Clock, Flag, Lightbulb, PawPrint, Shapes, Smile, SmilePlus, Sparkles, Star, Trophy, type LucideIcon } from 'lucide-react';
import { focusRing } from '@orisun/tokens';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { cx, setVar } from '../private/cssVar.ts';
import { emojiCategoryIds, emojiKey, loadEmojiDataset, type EmojiCategoryId, type EmojiDataset } from './emojiData.ts';
import * as styles from './EmojiPicker.css.ts';

/** The default quick reactions (docs/product.md §2.13): thumbs up, red heart, smiling face with open mouth, crying face, folded hands, thumbs down, pouting face. */
export const emojiPickerDefaultFrequent: readonly string[] = ['👍', '❤️', '😃', '😢', '🙏', '👎', '😡'];

/** A site's own emoji: an image (64px source, shown smaller) with a name. */
export interface EmojiPickerCustomEmoji {
  /** Stable id; a choice reports `:id:` to `onEmojiSelect`. */
  id: string;
  /** Its name: the accessible name and what search matches. */
  label: string;
  /** Image address (64 x 64 px). */
  src: string;
}

/** Every fixed word of the picker, to translate or adapt. */
export interface EmojiPickerLabels {
  frequent: string;
  recent: string;
  custom: string;
  people: string;
  nature: string;
  food: string;
  travel: string;
  activities: string;
  objects: string;
  symbols: string;
  flags: string;
  /** The search field's name (and placeholder). */
  search: string;
  /** The heading of the search results. */
  results: string;
  noResults: string;
  /** How many emoji the search found, for screen readers. */
  found: (count: number) => string;
  noCustom: string;
  categories: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

export const emojiPickerDefaultLabels: EmojiPickerLabels = {
  frequent: 'Frequently Used',
  recent: 'Recently Used',
  custom: 'Custom Emojis',
  people: 'Smileys & People',
  nature: 'Animals & Nature',
  food: 'Food & Drink',
  travel: 'Travel & Places',
  activities: 'Activities',
  objects: 'Objects',
  symbols: 'Symbols',
  flags: 'Flags',
  search: 'Search emoji',
  results: 'Search results',
  noResults: 'No emoji found',
  found: (n) => (n === 1 ? '1 emoji found' : `${n} emoji found`),
  noCustom: 'No custom emojis yet.',
  categories: 'Emoji categories',
  loading: 'Loading emoji',
  loadFailed: 'The emoji could not be loaded.',
  retry: 'Try again',
};

export const emojiPickerSides = ['top', 'right', 'bottom', 'left'] as const;

export interface EmojiPickerProps {
  /**
   * Called with the chosen emoji: its unicode character(s), or `:id:` for a custom one. The picker then closes and gives
   * the focus back to its trigger, or to the element this returns (the field the emoji went into).
   */
  onEmojiSelect: (emoji: string) => HTMLElement | null | void;
  /** Also called with the custom emoji itself when one is chosen. */
  onCustomEmojiSelect?: (emoji: EmojiPickerCustomEmoji) => void;
  /** The trigger's accessible name (it shows only an icon), and the popover's. Default `'Add emoji'`. */
  label?: string;
  /** The first category's emoji, in order. Default: the seven quick reactions (`emojiPickerDefaultFrequent`). */
  frequent?: readonly string[];
  /** The first category is what this visitor used lately: it is called "Recently Used" instead of "Frequently Used". Default `false`. */
  recentMode?: boolean;
  /** The site's own emoji, in the "Custom Emojis" category; it says there are none when empty. Default `[]`. */
  custom?: readonly EmojiPickerCustomEmoji[];
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled: open at first. Default `false`. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Side of the trigger the popover opens on (it flips when there is no room). Default `'top'`, above a text box. */
  side?: (typeof emojiPickerSides)[number];
  /** Disables the trigger. Default `false`. */
  disabled?: boolean;
  /** Replaces some of the fixed words. */
  labels?: Partial<EmojiPickerLabels>;
  /** Goes to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
  /** Class and style of the trigger (the picker's root in the page). */
  className?: string;
  style?: CSSProperties;
}

type PickerItem = { key: string; label: string; tags: readonly string[]; emoji: string; custom?: EmojiPickerCustomEmoji };
interface PickerSection {
  id: string;
  label: string;
  icon: LucideIcon;
  items: PickerItem[];
  /** Said when the section has no items. */
  empty?: string;
}

const COLUMNS = 8;
/** Rows rendered in the first frame (about a screenful); the rest follow in a transition. */
const FIRST_ROWS = 10;

const categoryIcons: Record<EmojiCategoryId, LucideIcon> = {
  people: Smile,
  nature: PawPrint,
  food: Apple,
  travel: Car,
  activities: Trophy,
  objects: Lightbulb,
  symbols: Shapes,
  flags: Flag,
};

let loadedDataset: EmojiDataset | undefined;
const noCustom: readonly EmojiPickerCustomEmoji[] = [];

/**
 * An emoji button that opens a 300 x 350 picker (Radix Popover): a search field (names and keywords),
 * a category bar that scrolls to its section, and the emoji by category: Frequently Used (or Recently
 * Used), Custom Emojis, then the eight standard categories. One choice closes it and focus returns to
 * the trigger (or to the element `onEmojiSelect` returns); so do Escape and a click outside. The emoji data loads the first time it opens (a spinner
 * meanwhile), as its own chunk.
 *
 * Keyboard: Tab cycles (inside the picker) between the search field, the category bar (Left/Right, Home/End) and the emoji
 * grid (ARIA grid: arrows move, Home/End go to the row's ends, Ctrl+Home/End to the first and last emoji,
 * Enter or Space chooses). Radix has no two-dimensional roving focus, so the grid's is the kit's own.
 */
export function EmojiPicker({
  onEmojiSelect,
  onCustomEmojiSelect,
  label = 'Add emoji',
  frequent = emojiPickerDefaultFrequent,
  recentMode = false,
  custom = noCustom,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side = 'top',
  disabled = false,
  labels: labelsProp,
  ref,
  className,
  style,
}: EmojiPickerProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const labels = useMemo(() => ({ ...emojiPickerDefaultLabels, ...labelsProp }), [labelsProp]);
  const searchRef = useRef<HTMLInputElement | null>(null);
  /** Where the focus goes as the picker closes after a choice, instead of the trigger. */
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const choose = (item: PickerItem) => {
    if (item.custom) onCustomEmojiSelect?.(item.custom);
    focusAfterClose.current = onEmojiSelect(item.emoji) ?? null;
    setOpen(false);
  };

  return (
    // Modal: Tab cycles search → categories → grid inside the picker, and closing always gives focus back to the trigger.
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger
        ref={ref}
        data-component="EmojiPicker"
        data-part="Trigger"
        aria-label={label}
        disabled={disabled}
        className={cx(styles.trigger, focusRing, className)}
        style={style}
      >
        <Icon icon={SmilePlus} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-part="Content"
          aria-label={label}
          side={side}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className={styles.content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            searchRef.current?.focus();
          }}
          // Radix gives the focus back to the trigger in a timer as the picker unmounts; a field that took the emoji
          // takes it there instead, so nothing can move it back after (a timer of the caller's raced this one).
          onCloseAutoFocus={(event) => {
            const target = focusAfterClose.current;
            focusAfterClose.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <EmojiPickerPanel
            labels={labels}
            frequent={frequent}
            recentMode={recentMode}
            custom={custom}
            searchRef={searchRef}
            onChoose={choose}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
EmojiPicker.displayName = 'EmojiPicker';

interface PanelProps {
  labels: EmojiPickerLabels;
  frequent: readonly string[];
  recentMode: boolean;
  custom: readonly EmojiPickerCustomEmoji[];
  searchRef: Ref<HTMLInputElement>;
  onChoose: (item: PickerItem) => void;
}

/** What the popover holds; mounted while open, so the data loads on the first open. */
function EmojiPickerPanel({ labels, frequent, recentMode, custom, searchRef, onChoose }: PanelProps) {
  const id = useId();
  const [dataset, setDataset] = useState<EmojiDataset | undefined>(loadedDataset);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  // The category bar's one tab stop: the button last reached with the arrows, else the category in view.
  const [navFocus, setNavFocus] = useState<number | null>(null);
  // The first frame renders about a screenful of rows; the other ~1,800 emoji follow in a transition,
  // so the picker shows at once and typing is never blocked. Keyboard and category jumps finish it at once.
  const [complete, setComplete] = useState(false);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const navRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (dataset) return;
    let live = true;
    loadEmojiDataset().then(
      (data) => {
        loadedDataset = data;
        if (live) setDataset(data);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [dataset, attempt]);

  const sections = useMemo<PickerSection[]>(() => {
    if (!dataset) return [];
    const frequentItems = frequent.map((emoji): PickerItem => {
      const known = dataset.byEmoji.get(emoji) ?? dataset.byEmoji.get(emojiKey(emoji));
      return { key: emoji, emoji, label: known?.label ?? emoji, tags: known?.tags ?? [] };
    });
    const customItems = custom.map((c): PickerItem => ({ key: `custom:${c.id}`, emoji: `:${c.id}:`, label: c.label, tags: [], custom: c }));
    return [
      { id: 'frequent', label: recentMode ? labels.recent : labels.frequent, icon: recentMode ? Clock : Star, items: frequentItems },
      { id: 'custom', label: labels.custom, icon: Sparkles, items: customItems, empty: labels.noCustom },
      ...emojiCategoryIds.map((cat) => ({
        id: cat,
        label: labels[cat],
        icon: categoryIcons[cat],
        items: dataset.categories[cat].map((e): PickerItem => ({ key: e.emoji, emoji: e.emoji, label: e.label, tags: e.tags })),
      })),
    ];
  }, [dataset, frequent, custom, recentMode, labels]);

  const trimmed = query.trim().toLowerCase();
  const results = useMemo<PickerSection[] | undefined>(() => {
    if (!trimmed) return undefined;
    const seen = new Set<string>();
    const items: PickerItem[] = [];
    for (const section of sections.slice(1)) {
      for (const item of section.items) {
        if (seen.has(item.key)) continue;
        if (item.label.toLowerCase().includes(trimmed) || item.tags.some((t) => t.toLowerCase().startsWith(trimmed))) {
          seen.add(item.key);
          items.push(item);
        }
      }
    }
    return [{ id: 'results', label: labels.results, icon: Star, items }];
  }, [trimmed, sections, labels.results]);

  const shown = results ?? sections;

  useEffect(() => {
    if (dataset && !complete) startTransition(() => setComplete(true));
  }, [dataset, complete]);

  const rowLimits = useMemo(() => {
    const limits: number[] = [];
    for (const section of shown) {
      const left = complete ? Number.POSITIVE_INFINITY : FIRST_ROWS - limits.reduce((a, b) => a + b, 0);
      limits.push(Math.min(Math.ceil(section.items.length / COLUMNS), left));
    }
    return limits;
  }, [shown, complete]);

  // One tab stop in the grid: the first emoji, again whenever the list changes (a search).
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.querySelectorAll<HTMLElement>('[data-cell][tabindex="0"]').forEach((el) => (el.tabIndex = -1));
    const first = scroller.querySelector<HTMLElement>('[data-cell]');
    if (first) first.tabIndex = 0;
  }, [shown]);

  const cellAt = (section: number, index: number) => {
    const find = () => scrollerRef.current?.querySelector<HTMLElement>(`[data-cell="${section}:${index}"]`) ?? null;
    const found = find();
    if (found || complete) return found;
    flushSync(() => setComplete(true));
    return find();
  };

  const focusCell = (el: HTMLElement | null) => {
    if (!el) return;
    scrollerRef.current?.querySelectorAll<HTMLElement>('[data-cell][tabindex="0"]').forEach((c) => (c.tabIndex = -1));
    el.tabIndex = 0;
    el.focus();
  };

  /** The grid's keyboard: arrows across rows and sections, Home/End, Ctrl+Home/End, Enter/Space. */
  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const at = target.dataset.cell;
    if (!at) return;
    const [s, i] = at.split(':').map(Number) as [number, number];
    const sizes = shown.map((sec) => sec.items.length);
    const nonEmpty = sizes.flatMap((n, k) => (n > 0 ? [k] : []));
    const nextSection = (from: number, step: 1 | -1) =>
      step > 0 ? nonEmpty.find((k) => k > from) : nonEmpty.findLast((k) => k < from);
    const len = sizes[s]!;
    const col = i % COLUMNS;
    let to: [number, number] | undefined;
    switch (event.key) {
      case 'ArrowRight':
        if (i + 1 < len) to = [s, i + 1];
        else {
          const n = nextSection(s, 1);
          if (n !== undefined) to = [n, 0];
        }
        break;
      case 'ArrowLeft':
        if (i > 0) to = [s, i - 1];
        else {
          const p = nextSection(s, -1);
          if (p !== undefined) to = [p, sizes[p]! - 1];
        }
        break;
      case 'ArrowDown':
        if (i + COLUMNS < len) to = [s, i + COLUMNS];
        else if (Math.floor(i / COLUMNS) < Math.floor((len - 1) / COLUMNS)) to = [s, len - 1];
        else {
          const n = nextSection(s, 1);
          if (n !== undefined) to = [n, Math.min(col, sizes[n]! - 1)];
        }
        break;
      case 'ArrowUp':
        if (i - COLUMNS >= 0) to = [s, i - COLUMNS];
        else {
          const p = nextSection(s, -1);
          if (p !== undefined) {
            const lastRow = Math.floor((sizes[p]! - 1) / COLUMNS) * COLUMNS;
            to = [p, Math.min(lastRow + col, sizes[p]! - 1)];
          }
        }
        break;
      case 'Home':
        to = event.ctrlKey || event.metaKey ? [nonEmpty[0]!, 0] : [s, i - col];
        break;
      case 'End': {
        if (event.ctrlKey || event.metaKey) {
          const last = nonEmpty.at(-1)!;
          to = [last, sizes[last]! - 1];
        } else to = [s, Math.min(i - col + COLUMNS - 1, len - 1)];
        break;
      }
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const item = shown[s]?.items[i];
        if (item) onChoose(item);
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    if (to) focusCell(cellAt(to[0], to[1]));
  };

  /** The category bar: scroll to the section, make its first emoji the grid's tab stop, clear a search. */
  const goToSection = (index: number) => {
    setQuery('');
    setNavFocus(null);
    setCurrent(index);
    requestAnimationFrame(() => {
      flushSync(() => setComplete(true));
      const scroller = scrollerRef.current;
      const section = scroller?.querySelector<HTMLElement>(`[data-section="${index}"]`);
      if (!scroller || !section) return;
      scroller.scrollTop = section.offsetTop;
      const first = cellAt(index, 0);
      if (first) {
        scroller.querySelectorAll<HTMLElement>('[data-cell][tabindex="0"]').forEach((c) => (c.tabIndex = -1));
        first.tabIndex = 0;
      }
    });
  };

  const onNavKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(navRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const to =
      event.key === 'ArrowRight' ? (from + 1) % buttons.length
      : event.key === 'ArrowLeft' ? (from - 1 + buttons.length) % buttons.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? buttons.length - 1
      : -1;
    if (to < 0) return;
    event.preventDefault();
    setNavFocus(to);
    buttons[to]!.focus();
  };

  /** Marks the category in view in the bar while scrolling. */
  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller || results) return;
    const top = scroller.scrollTop + 1;
    let inView = 0;
    for (const el of scroller.querySelectorAll<HTMLElement>('[data-section]')) {
      if (el.offsetTop <= top) inView = Number(el.dataset.section);
      else break;
    }
    setCurrent(inView);
  }, [results]);

  let body: ReactNode;
  if (failed) {
    body = (
      <div className={styles.center} role="alert">
        <p className={styles.note}>{labels.loadFailed}</p>
        <Button size="sm" variant="outline" tone="neutral" onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}>
          {labels.retry}
        </Button>
      </div>
    );
  } else if (!dataset) {
    body = (
      <div className={styles.center}>
        <Spinner label={labels.loading} />
      </div>
    );
  } else {
    body = (
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: the focusable gridcells inside take the keys
      <div ref={scrollerRef} data-part="Scroller" className={styles.scroller} onKeyDown={onGridKeyDown} onScroll={onScroll}>
        {results && results[0]!.items.length === 0 ? (
          <p className={styles.center} data-part="NoResults">
            {labels.noResults}
          </p>
        ) : (
          shown.map((section, index) => (
            <EmojiSection key={section.id} section={section} index={index} rowLimit={rowLimits[index]!} idPrefix={id} onChoose={onChoose} />
          ))
        )}
      </div>
    );
  }

  return (
    <>
      <div className={styles.top}>
        <input
          ref={searchRef}
          type="search"
          data-part="Search"
          aria-label={labels.search}
          placeholder={labels.search}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the search must not submit a form around the picker; it moves to the first result.
            if (event.key === 'Enter') {
              event.preventDefault();
              focusCell(scrollerRef.current?.querySelector<HTMLElement>('[data-cell]') ?? null);
            }
          }}
          className={cx(styles.search, focusRing)}
        />
        <div ref={navRef} role="toolbar" aria-label={labels.categories} data-part="Nav" className={styles.nav} onKeyDown={onNavKeyDown}>
          {(sections.length ? sections : placeholderSections(labels, recentMode)).map((section, index) => (
            <button
              key={section.id}
              type="button"
              aria-label={section.label}
              title={section.label}
              aria-current={!results && current === index ? true : undefined}
              tabIndex={index === (navFocus ?? current) ? 0 : -1}
              disabled={!dataset}
              onClick={() => goToSection(index)}
              className={cx(styles.navButton, focusRing)}
            >
              <Icon icon={section.icon} size="sm" />
            </button>
          ))}
        </div>
      </div>
      {body}
      <VisuallyHidden role="status">{dataset && results ? labels.found(results[0]!.items.length) : ''}</VisuallyHidden>
    </>
  );
}

/** The category bar before the data has loaded: same buttons, disabled. */
function placeholderSections(labels: EmojiPickerLabels, recentMode: boolean): PickerSection[] {
  return [
    { id: 'frequent', label: recentMode ? labels.recent : labels.frequent, icon: recentMode ? Clock : Star, items: [] },
    { id: 'custom', label: labels.custom, icon: Sparkles, items: [] },
    ...emojiCategoryIds.map((cat) => ({ id: cat, label: labels[cat], icon: categoryIcons[cat], items: [] })),
  ];
}

interface SectionProps {
  section: PickerSection;
  index: number;
  /** Rows to render now; the others are an empty box of their height until the picker completes. */
  rowLimit: number;
  idPrefix: string;
  onChoose: (item: PickerItem) => void;
}

/** One category: a heading and a grid of rows of eight. Memoised: moving focus re-renders nothing. */
const EmojiSection = memo(function EmojiSection({ section, index, rowLimit, idPrefix, onChoose }: SectionProps) {
  const headingId = `${idPrefix}s${index}`;
  const rows: PickerItem[][] = [];
  for (let i = 0; i < section.items.length; i += COLUMNS) rows.push(section.items.slice(i, i + COLUMNS));
  const later = rows.length - Math.min(rowLimit, rows.length);
  return (
    <section
      data-section={index}
      data-category={section.id}
      aria-labelledby={headingId}
      className={styles.section}
      style={setVar(styles.sectionRows, String(rows.length))}
    >
      <h3 id={headingId} className={styles.heading}>
        {section.label}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.note}>{section.empty}</p>
      ) : rowLimit === 0 ? (
        <div data-part="Later" className={styles.later} style={setVar(styles.sectionRows, String(rows.length))} />
      ) : (
        <div role="grid" aria-labelledby={headingId} className={styles.grid}>
          {rows.slice(0, rowLimit).map((row, r) => (
            <div role="row" key={r} className={styles.row}>
              {row.map((item, c) => {
                const i = r * COLUMNS + c;
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- Enter and Space are handled by the grid (onGridKeyDown)
                  <div
                    key={item.key}
                    role="gridcell"
                    tabIndex={-1}
                    aria-label={item.label}
                    title={item.label}
                    data-cell={`${index}:${i}`}
                    className={styles.cell}
                    onClick={() => onChoose(item)}
                  >
                    {item.custom ? <img src={item.custom.src} alt="" width={64} height={64} loading="lazy" decoding="async" /> : item.emoji}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {rowLimit > 0 && later > 0 && <div data-part="Later" className={styles.later} style={setVar(styles.sectionRows, String(later))} />}
    </section>
  );
});
