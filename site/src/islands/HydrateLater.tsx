import { memo, Suspense, useLayoutEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { IdScope } from './IdScope.tsx';
import { hydrateSoon, laterPart, type LaterPart } from './later.ts';

/**
 * Throws (suspends) while its part waits: Preact keeps the server's HTML of a part that suspends as it hydrates. Given
 * the same props it does not render again (the island's later renders while its parts wait), so it does not throw again.
 */
const Gate = memo(function Gate({ part, onHydrated, children }: { part: LaterPart | null; onHydrated: () => void; children: ReactNode }) {
  if (part && !part.done) throw part.promise;
  return (
    <>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </>
  );
});

/** Says when what comes before it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A part of an island that hydrates in a task of its own after the island's first one (`later.ts`): one row of a long
 * list. Its HTML is the same meanwhile. It hydrates with the page when it is on screen or near it, or `withPage` (what
 * it shows differs from the server's HTML), else as the reader scrolls near it; at once when the reader points at it,
 * touches it or moves the focus into it, and a click that comes first is held and given again once it has (a link
 * followed as a link would leave the page). Rendered any other time (a new list, the React app, a story, the server)
 * it is its children.
 *
 * `scope` numbers the ids inside (`useId`) on their own, the same on the server and in the browser, whatever order the
 * parts hydrate in: unique among the island's parts (a row's index).
 */
export function HydrateLater({ scope, withPage = false, children }: { scope: string; withPage?: boolean; children: ReactNode }) {
  const [part] = useState(laterPart);
  // Known once the island has read the browser's own state (a second render, right after the first): not the server's.
  useLayoutEffect(() => {
    if (withPage && part) hydrateSoon(part);
  }, [withPage, part]);
  // Hydrating keeps the DOM's attributes as they are (Preact), so a part hydrates as the server rendered it (what the
  // island's first hydration gave it) and then renders what it is given now: a row saved meanwhile shows it.
  const [first] = useState(() => <IdScope scope={scope}>{children}</IdScope>);
  const [hydrated, setHydrated] = useState(part === null);
  const [markHydrated] = useState(() => () => setHydrated(true));
  const [keepElement] = useState(() => (element: HTMLDivElement | null) => void (part && (part.element = element)));
  const now = () => part?.release();
  const holdClick = (event: SyntheticEvent) => {
    if (!part || part.done) return;
    event.preventDefault();
    event.stopPropagation();
    part.release();
    const target = event.target as HTMLElement;
    setTimeout(() => target.isConnected && target.click(), 0);
  };
  return (
    <div ref={keepElement} data-hydrate-later="" style={{ display: 'contents' }} onPointerOverCapture={now} onPointerDownCapture={now} onTouchStartCapture={now} onFocusCapture={now} onClickCapture={holdClick}>
      <Suspense fallback={null}>
        <Gate part={part} onHydrated={markHydrated}>
          {hydrated ? <IdScope scope={scope}>{children}</IdScope> : first}
        </Gate>
      </Suspense>
    </div>
  );
}
