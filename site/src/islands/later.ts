/**
 * Parts of an island that hydrate after it, each in a task of its own (`HydrateLater.tsx`): an island hydrates in one
 * task, and a long list (the forum's 25 rows) made it one long task that kept a phone from answering a tap (issue 23:
 * 862 ms at 4x CPU). Only what the island's first hydration renders waits; its HTML is on screen meanwhile, and a
 * part the reader points at, touches or focuses hydrates at once.
 */

/** A part waiting for its turn: `promise` settles when it may hydrate. */
export interface LaterPart {
  readonly promise: Promise<void>;
  readonly done: boolean;
  release(): void;
}

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

/**
 * Hydrates the waiting parts one task each, in page order (a part hydrates in the microtasks after its release), and
 * resolves once none waits: the page is then wholly interactive (`islands-client.tsx` says so with `data-hydrated`).
 */
export async function hydrateLaterParts(): Promise<void> {
  for (let part = waiting.shift(); part; part = waiting.shift()) {
    if (part.done) continue;
    await yieldToBrowser();
    part.release();
  }
  await yieldToBrowser();
}
