import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** How far ahead of the viewport a part starts loading: about a screen of scrolling on a phone. */
const ahead = '600px 0px';

/**
 * Calls `onNear` once `element` comes within about a screen of the viewport (scrolling, or the keyboard's focus moving
 * the page), while `active`. Without IntersectionObserver it calls it at once.
 */
export function useNear(element: RefObject<Element | null>, onNear: () => void, active = true) {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: ahead });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, active]);
}

/**
 * A part of the forum that loads its code only when the reader comes near it, not with the page: "Your name" under the
 * list, "Follow by e-mail" under a thread. Their forms (react-hook-form, the contract's schemas) are not on the forum's
 * first load (tests/e2e/budgets.test.ts). Until then an empty block marks the place (`data-when-near`).
 */
export function WhenNear({ children, name }: { children: ReactNode; name: string }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useNear(marker, () => setNear(true), !near);
  if (near) return <Suspense fallback={null}>{children}</Suspense>;
  return <div ref={marker} data-when-near={name} style={{ minHeight: 1 }} />;
}
