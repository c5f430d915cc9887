import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

/** Every island's loader, for the prerender (`preloadFormIslands`). */
const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every island created so far (the pages' modules are loaded by then), so the
 * prerender renders each form in full in place, not as a streamed Suspense boundary.
 */
export async function preloadFormIslands(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/**
 * What shows the visitor is heading for a form: the pointer over it, a touch, focus inside. Heard
 * on the document in the capture phase: React stops the propagation of events aimed at a part of
 * the page it has not hydrated yet (to replay them), so a listener on the form would not hear them.
 */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * A form on a marketing page's first screen, whose code (the form itself, react-hook-form, zod with
 * the shared schema, TanStack Query and the API client) is not part of the page's first load.
 *
 * The prerendered HTML of the form is in the page from the start, readable and fillable with
 * JavaScript off or still loading. On the page the visitor opened, React leaves that HTML as it is
 * (a dehydrated Suspense boundary) until the visitor heads for the form: the pointer enters it, a
 * touch, or focus moves into it. Then the code loads and React hydrates the form in place, keeping
 * what was already typed (react-hook-form reads the fields' values from the DOM: give the form no
 * `defaultValues` for its text fields). Reached by a navigation inside the site (no prerendered
 * HTML to keep), the form loads at once. On the server (prerender) it renders in full.
 *
 * The returned component is memoised: give it stable props (callbacks through `useCallback`), or a
 * re-render of the page before the form is hydrated would replace its HTML with nothing until the
 * code arrives.
 */
export function formIsland<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  /** The loaded form, once its code is here (the prerender renders it directly). */
  let Loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  loaders.add(start);
  let heading: (() => void) | undefined;
  const intent = new Promise<void>((resolve) => (heading = resolve));

  const Lazy = lazy(() => {
    // Called once, at the first render: wait for the visitor only when there is prerendered HTML to hydrate.
    const prerendered = typeof document !== 'undefined' && document.querySelector(`[data-form-island="${name}"] > *`) !== null;
    return prerendered ? intent.then(start) : start();
  });

  function FormIsland(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const go = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        heading?.();
        void start();
      };
      for (const type of intentEvents) document.addEventListener(type, go, { capture: true, passive: true });
      return () => {
        for (const type of intentEvents) document.removeEventListener(type, go, { capture: true });
      };
    }, []);
    // The prerender renders the preloaded form itself; the browser goes through Lazy, which keeps
    // the prerendered HTML until the code is here.
    const Form = typeof document === 'undefined' && Loaded ? Loaded : Lazy;
    return (
      <div data-form-island={name} ref={wrapper} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Form {...props} />
        </Suspense>
      </div>
    );
  }
  FormIsland.displayName = `FormIsland(${name})`;
  return memo(FormIsland) as unknown as ComponentType<P>;
}
