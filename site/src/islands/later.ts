/**
 * Parts of an island that hydrate after it, each in a task of its own (`HydrateLater.tsx`): an island hydrates in one
 * task, and a long list (the forum's 25 rows) made it one long task that kept a phone from answering a tap (issue 23:
 * 862 ms at 4x CPU). Only what the island's first hydration renders waits; its HTML is on screen meanwhile. The parts
 * on screen or near it hydrate with the page, the others as the reader scrolls near them, and a part the reader
 * points at, touches or focuses hydrates at once (a phone spent ~25 ms on each reply of a thread it never scrolled to).
 */

/** A part waiting for its turn: `promise` settles when it may hydrate. */
export interface LaterPart {
  readonly promise: Promise<void>;
  readonly done: boolean;
  release(): void;
  /** Its wrapper in the page (`display: contents`: its children have the boxes), once the island has hydrated. */
  element: Element | null;
}

/** How far beyond the screen a part hydrates before it is scrolled to: half a screen above and below. */
export const nearMargin = '50% 0px';

let hydrating = false;
const waiting: LaterPart[] = [];

/** Runs an island's hydration (`hydrate()` of Preact, synchronous): the parts it renders wait for `hydrateLaterParts`. */
export function hydrateIsland(run: () => void) {
  hydrating = true;
  try {
    run();
  } finally {
    hydrating = false;
  }
}

/** Whether an island's first hydration is rendering now (what renders differently after it waits for an effect). */
export const isHydratingIsland = (): boolean => hydrating;

/** A part rendered now: one that waits if the island's first hydration is rendering it, else `null` (render it now). */
export function laterPart(): LaterPart | null {
  if (!hydrating) return null;
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const part = {
    promise,
    done: false,
    element: null as Element | null,
    release() {
      if (part.done) return;
      part.done = true;
      release();
    },
  };
  waiting.push(part);
  return part;
}

/** Lets the browser paint and answer input between two parts. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The boxes of a part's wrapper (`display: contents`): its element children. */
const boxesOf = (part: LaterPart) => (part.element ? [...part.element.children] : []);

/** Parts that came near the screen, released one task each, in the order they came (`releaseInTurn`). */
const arriving: LaterPart[] = [];
let releasing: Promise<void> | null = null;

/** Releases the arriving parts one task each, in order, until none is left (more may arrive meanwhile). */
function releaseInTurn(): Promise<void> {
  releasing ??= (async () => {
    try {
      for (let part = arriving.shift(); part; part = arriving.shift()) {
        if (part.done) continue;
        await yieldToBrowser();
        part.release();
      }
    } finally {
      releasing = null;
    }
  })();
  return releasing;
}

/**
 * Hydrates a waiting part in its turn with the page's, wherever it is: what it would show differs from the server's
 * HTML (a thread saved in this browser), so it does not wait to be scrolled near.
 */
export function hydrateSoon(part: LaterPart): void {
  if (part.done || arriving.includes(part)) return;
  arriving.push(part);
  void releaseInTurn();
}

/**
 * The waiting parts on screen or near it (`nearMargin`), from the browser's first look at them; every part when the
 * browser cannot tell (no `IntersectionObserver`) or a part has no box to look at. The others are released as they
 * come near, one task each.
 */
function partsNearScreen(parts: LaterPart[]): Promise<Set<LaterPart>> {
  const boxed = parts.filter((part) => boxesOf(part).length > 0);
  if (typeof IntersectionObserver === 'undefined' || boxed.length === 0) return Promise.resolve(new Set(parts));
  return new Promise((resolve) => {
    const partOf = new Map<Element, LaterPart>();
    let firstLook = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = new Set<LaterPart>();
        for (const entry of entries) {
          const part = partOf.get(entry.target);
          if (part && entry.isIntersecting) near.add(part);
        }
        for (const part of near) for (const box of boxesOf(part)) observer.unobserve(box);
        if (firstLook) {
          firstLook = false;
          resolve(new Set([...parts.filter((part) => !boxed.includes(part)), ...near]));
          return;
        }
        arriving.push(...near);
        void releaseInTurn();
      },
      { rootMargin: nearMargin },
    );
    for (const part of boxed)
      for (const box of boxesOf(part)) {
        partOf.set(box, part);
        observer.observe(box);
      }
  });
}

/**
 * Hydrates the waiting parts on screen or near it one task each, in page order (a part hydrates in the microtasks after
 * its release), and resolves once those are done: the page is then interactive (`islands-client.tsx` says so with
 * `data-hydrated`). The other parts hydrate as the reader scrolls near them, or at once when pointed at, touched or
 * focused (`HydrateLater`).
 */
export async function hydrateLaterParts(): Promise<void> {
  const parts = waiting.splice(0).filter((part) => !part.done);
  const near = await partsNearScreen(parts);
  arriving.push(...parts.filter((part) => near.has(part)));
  await releaseInTurn();
  await yieldToBrowser();
}
