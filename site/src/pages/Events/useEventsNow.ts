import { useSyncExternalStore } from 'react';
import type { CompanyEvent } from '../../content/events.ts';
import { classificationKey } from './eventListing.ts';

/** The attribute on the events list that records the instant its HTML was classified at. */
export const classifiedAtAttribute = 'data-classified-at';

/**
 * The instant the page is classified at: the clock, but kept as the same object for as long as
 * the clock decides the same things (which events are past, which take reservations), so React
 * sees a stable snapshot and re-renders only when an event has started since.
 */
let current: Date | undefined;
function clockSnapshot(shown: readonly CompanyEvent[]): Date {
  const now = new Date();
  if (!current || classificationKey(shown, current) !== classificationKey(shown, now)) current = now;
  return current;
}

/** The instant written in the HTML being hydrated (the same object while the text is the same). */
let prerendered: { text: string; instant: Date } | undefined;
function hydrationSnapshot(shown: readonly CompanyEvent[]): Date {
  const text = typeof document === 'undefined' ? null : document.querySelector(`[${classifiedAtAttribute}]`)?.getAttribute(classifiedAtAttribute);
  if (!text || Number.isNaN(Date.parse(text))) return clockSnapshot(shown);
  if (prerendered?.text !== text) prerendered = { text, instant: new Date(text) };
  // Classified the same way as the clock would: keep one instant, so hydration causes no second render.
  if (classificationKey(shown, clockSnapshot(shown)) === classificationKey(shown, prerendered.instant)) current = prerendered.instant;
  return prerendered.instant;
}

const noSubscription = () => () => {};

/** The two snapshots for the events the page shows (its island's props), the same functions for the same list. */
const snapshots = new WeakMap<readonly CompanyEvent[], { clock: () => Date; hydration: () => Date }>();
function snapshotsOf(events: readonly CompanyEvent[]) {
  let pair = snapshots.get(events);
  if (!pair) {
    pair = { clock: () => clockSnapshot(events), hydration: () => hydrationSnapshot(events) };
    snapshots.set(events, pair);
  }
  return pair;
}

/**
 * The instant that decides which events are past (docs/product.md §2.5) and which take reservations.
 * The prerender classifies at build time and writes that instant on the list
 * (`data-classified-at`). The browser hydrates with that same instant (useSyncExternalStore's
 * server snapshot), so the first render matches the HTML exactly; React then compares it with
 * the clock's snapshot and re-renders only if an event has started since the build. A page
 * reached by client navigation simply uses the clock. `fixed` (tests, stories) overrides it. `events`: the page's.
 */
export function useEventsNow(events: readonly CompanyEvent[], fixed?: Date): Date {
  const { clock, hydration } = snapshotsOf(events);
  const now = useSyncExternalStore(noSubscription, clock, hydration);
  return fixed ?? now;
}
