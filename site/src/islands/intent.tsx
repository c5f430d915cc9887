import { createContext, lazy, memo, Suspense, useContext, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { IdScope } from './IdScope.tsx';
import { islandIntentAttribute, islandSrcAttribute } from './attributes.ts';
import { islandLoader, islandModules, islandName, type IslandModule } from './modules.ts';

/** One island on the page: whether its form is hydrated, and a form sent before it was. */
interface IslandState {
  hydrated: boolean;
  pendingSubmit: HTMLFormElement | undefined;
}
const IslandContext = createContext<IslandState | undefined>(undefined);

/**
 * The loaded form, which tells its island it is hydrated and sends a form the visitor sent before
 * (Enter or the button while the code was on its way): nothing the visitor did is lost.
 */
function replayingSubmit<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  function HydratedForm(props: P) {
    const island = useContext(IslandContext);
    useEffect(() => {
      if (!island) return;
      island.hydrated = true;
      const form = island.pendingSubmit;
      island.pendingSubmit = undefined;
      if (form?.isConnected) form.requestSubmit();
    }, [island]);
    return <Form {...props} />;
  }
  HydratedForm.displayName = `HydratedForm(${Form.displayName ?? Form.name})`;
  return HydratedForm;
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

/**
 * Every island's wake-up call (loads its code, ends its wait for intent), by island name. The first
 * intent on one island wakes every island on the page: React holds back an update that reaches a
 * part of the page still waiting for its code (a toast raised through the page's ToastProvider
 * re-renders every consumer below it), until that part is hydrated.
 */
const wakers = new Map<string, () => void>();

function wakeIslandsOnPage() {
  for (const [name, wake] of wakers) if (document.querySelector(`[${islandIntentAttribute}="${name}"]`)) wake();
}

/**
 * The addresses the prerender wrote on the page's islands on intent, read when this module arrives (before any island
 * hydrates): an island that shows another view before the visitor needs the form (the customer ticket page, signed
 * in, shows its sign-in form again on demand) no longer has the element that carried them.
 */
const sourcesOnArrival = new Map<string, string>(
  import.meta.env.ISLANDS === 'client' && typeof document !== 'undefined'
    ? [...document.querySelectorAll(`[${islandIntentAttribute}][${islandSrcAttribute}]`)].map((element) => [
        element.getAttribute(islandIntentAttribute) ?? '',
        element.getAttribute(islandSrcAttribute) ?? '',
      ])
    : [],
);

/**
 * On an island page (the islands' client build): the island's code from the addresses the prerender wrote on its
 * element (or on another element of the same island, for one shown in the browser only): its module, then the chunks it
 * imports, all fetched at once.
 */
async function loadFromPage(name: string): Promise<IslandModule> {
  const sources =
    document.querySelector(`[${islandIntentAttribute}="${name}"][${islandSrcAttribute}]`)?.getAttribute(islandSrcAttribute) ?? sourcesOnArrival.get(name);
  if (!sources) throw new Error(`islands: no address for the code of ${name}`);
  const [module] = await Promise.all(sources.split(' ').map((src) => import(/* @vite-ignore */ src) as Promise<IslandModule>));
  return module!;
}

/** Every island's component once its code is here, by name: the prerender, tests and stories load them first (`preloadIslands`). */
const loadedModules = new Map<string, ComponentType<never>>();

/**
 * Loads the code of every island, so the prerender (and a test or story) renders each island on intent in full in
 * place, not as a Suspense boundary waiting for its code.
 */
export async function preloadIslands(): Promise<void> {
  await Promise.all(
    Object.entries(islandModules).map(async ([file, load]) => {
      loadedModules.set(islandName(file), (await load()).default);
    }),
  );
}

/**
 * What shows the visitor is heading for a form: the pointer over it, focus inside it. Heard on the
 * document in the capture phase: React stops the propagation of events aimed at a part of the page
 * it has not hydrated yet (to replay them), so a listener on the form would not hear them.
 */
const intentEvents = ['pointerover', 'focusin'] as const;

/**
 * The first press anywhere on the page (a tap, a click, a key): it may start an update that reaches
 * the islands (a link to the same page with another path changes the router's location, a toast the
 * page's ToastProvider), which React holds back until they are hydrated, so they load at once.
 */
const firstPressEvents = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * A form on a marketing page's first screen, whose code (the form itself, react-hook-form, zod with
 * the shared schema, TanStack Query and the API client) is not part of the page's first load.
 *
 * The prerendered HTML of the form is in the page from the start, readable and fillable with
 * JavaScript off or still loading. On the page the visitor opened, React leaves that HTML as it is
 * (a dehydrated Suspense boundary) until the visitor heads for the form: the pointer enters it, a
 * touch, focus moves into it, or the first press of a key or pointer anywhere on the page (then all
 * the islands of the page load: see `wakers` and `firstPressEvents`). Then
 * the code loads and React hydrates the form in place, keeping
 * what was already typed (react-hook-form reads the fields' values from the DOM: give the form no
 * `defaultValues` for its text fields). Reached by a navigation inside the site (no prerendered
 * HTML to keep), the form loads at once. On the server (prerender) it renders in full. A form sent
 * before its code is here (Enter, or its button) is sent once it is hydrated.
 *
 * The returned component is memoised, and ignores new props until its code is here: React would
 * otherwise give up the prerendered HTML of a boundary whose props change before it is hydrated
 * (showing nothing until the code arrives). Give it stable props all the same (callbacks through
 * `useCallback`, elements made once), so the form hydrates with what the page means.
 */
function createIntentIsland<P extends object>(name: string): ComponentType<P> {
  const load = import.meta.env.ISLANDS === 'client' ? () => loadFromPage(name) : islandLoader(name);
  if (!load) throw new Error(`Island: no island named ${name} (a ${name}.island.tsx module)`);
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  /** The loaded form, once its code is here (the prerender renders it directly). */
  let Loaded: ComponentType<P> | undefined;
  /** Its code preloaded (the prerender, a test, a story): rendered in full at once. */
  const preloaded = () => {
    const module = loadedModules.get(name) as ComponentType<P> | undefined;
    if (!Loaded && module) Loaded = replayingSubmit(module);
    return Loaded;
  };
  const start = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = replayingSubmit(module.default as ComponentType<P>);
        return { default: Loaded };
      },
      (error: unknown) => {
        loading = undefined; // the next intent tries again
        throw error;
      },
    ));
  /** Resolved by the visitor's next intent (or the connection coming back); renewed after each. */
  let heading: (() => void) | undefined;
  let intent = new Promise<void>((resolve) => (heading = resolve));
  const headFor = () => {
    heading?.();
    void start().catch(() => {});
  };
  wakers.set(name, headFor);
  if (typeof window !== 'undefined') window.addEventListener('online', headFor);

  /** The form's code, after intent when `waitForIntent`; a failed fetch (offline) waits for the next intent and tries again. */
  async function loadWhenWanted(waitForIntent: boolean): Promise<{ default: ComponentType<P> }> {
    for (;;) {
      if (waitForIntent) await intent;
      try {
        return await start();
      } catch (error) {
        console.error(`The ${name} form's code could not be fetched; it is tried again on the next visit of the form:`, error);
        intent = new Promise<void>((resolve) => (heading = resolve));
        waitForIntent = true;
      }
    }
  }

  // Called once, at the first render: wait for the visitor only when there is prerendered HTML to hydrate.
  const Lazy = lazy(() =>
    loadWhenWanted(typeof document !== 'undefined' && document.querySelector(`[${islandIntentAttribute}="${name}"] > *`) !== null),
  );

  function IntentIsland(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const island = useRef<IslandState>({ hydrated: false, pendingSubmit: undefined }).current;
    // Rendered before the form's code is needed, so the same in the prerender and the browser, and one per form.
    const idScope = useId();
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      // Shown after the page loaded (no prerendered HTML inside to keep): nothing to wait for, its code loads at once.
      if (!element.firstChild) headFor();
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const go = (event: Event) => {
        if (inside(event)) wakeIslandsOnPage();
      };
      // Sent before the code is here: the browser would submit the form to the page's own URL
      // (a GET with the fields in the address); keep it for the hydrated form instead.
      const hold = (event: Event) => {
        if (island.hydrated || !inside(event)) return;
        const enter = event instanceof KeyboardEvent && event.key === 'Enter' && event.target instanceof HTMLInputElement;
        const form = event.type === 'submit' ? event.target : enter ? (event.target as HTMLInputElement).form : null;
        if (!(form instanceof HTMLFormElement)) return;
        event.preventDefault();
        island.pendingSubmit = form;
        wakeIslandsOnPage();
      };
      for (const type of intentEvents) document.addEventListener(type, go, { capture: true, passive: true });
      for (const type of firstPressEvents) document.addEventListener(type, wakeIslandsOnPage, { capture: true, passive: true });
      document.addEventListener('submit', hold, { capture: true });
      document.addEventListener('keydown', hold, { capture: true });
      return () => {
        for (const type of intentEvents) document.removeEventListener(type, go, { capture: true });
        for (const type of firstPressEvents) document.removeEventListener(type, wakeIslandsOnPage, { capture: true });
        document.removeEventListener('submit', hold, { capture: true });
        document.removeEventListener('keydown', hold, { capture: true });
      };
    }, [island]);
    // Once loaded (the prerender preloads; a later visit of the page in the same session), the form
    // itself; before, Lazy, which keeps the prerendered HTML until the code is here. Chosen once: a form that came
    // through Lazy stays under it when its props change later (the ticket page's sign-in problem), else the new
    // component type would mount a new form, losing what was typed.
    const [Form] = useState(() => preloaded() ?? Lazy);
    return (
      <div {...{ [islandIntentAttribute]: name }} ref={wrapper} style={{ display: 'contents' }}>
        <IslandContext value={island}>
          <Suspense fallback={null}>
            {/* The form's ids, the same whether its code was here at once (prerender) or came later (browser). */}
            <IdScope scope={idScope}>
              <Form {...props} />
            </IdScope>
          </Suspense>
        </IslandContext>
      </div>
    );
  }
  IntentIsland.displayName = `IntentIsland(${name})`;
  return memo(IntentIsland, (before, after) => !Loaded || shallowEqual(before, after)) as unknown as ComponentType<P>;
}

const intentIslands = new Map<string, ComponentType<never>>();

/** The island `name` on intent (`<Island load="intent">`), one component per island, made at its first render. */
export function intentIsland(name: string): ComponentType<never> {
  let island = intentIslands.get(name);
  if (!island) intentIslands.set(name, (island = createIntentIsland(name)));
  return island;
}
