import type { ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import * as m from '#messages';
import { brand } from '../content/brand.ts';
import { developerPortal, developerSections } from '../content/developers.ts';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import { WorkspaceLayout } from '../layout/WorkspaceLayout.tsx';
import type { RouteHandle } from '../layout/routeHandle.ts';

/** What a page module (`src/pages/<Name>/index.tsx`) exports. */
export interface PageModule {
  default: ComponentType;
}

/**
 * One page of the site. Add a page: create `src/pages/<Name>/index.tsx` with a default export,
 * then add an entry here. Its code is its own chunk (loaded on demand), so the forum or the
 * dashboards never load on the marketing pages. The screen has that one name: its copy is
 * `src/content/<name>.ts`, its story `stories/pages/<Name>.stories.tsx` titled `Pages/<Name>`
 * (tests/storybook-names.test.ts).
 */
export interface SiteRoute {
  /** react-router path: `/`, `/about`, `/forum/threads/:id`; `*` is the not-found page. */
  path: string;
  /** The folder under `src/pages/`. */
  page: string;
  /** The page's `<title>` (without the brand suffix) and meta description. */
  title: string;
  description: string;
  /**
   * Render this route to HTML at build time (`<route>.html` and `<route>/index.html`).
   * Only static paths can be prerendered; the not-found page always becomes `404.html`.
   * A path with a parameter or a splat gets a shell page instead (`@orisun/api/routing`).
   */
  prerender: boolean;
  /**
   * Whether search engines may index it. Default: `prerender` (shell pages and the not-found page carry
   * `noindex`). `true` for a public page served from a shell (a forum thread's own address).
   */
  indexed?: boolean;
  /**
   * The shell around the page. Default `site`: the site's header, partner ticker and footer (`SiteLayout`).
   * `workspace`: a work screen's own full-height shell, drawn by the page (`WorkspaceLayout`: only the skip link and
   * the offline notice around it), for the staff desk.
   */
  shell?: 'site' | 'workspace';
  /**
   * Whether it is an island page (src/islands): its only scripts are its islands, prerendered by React, hydrated part
   * by part with Preact, reached by plain links. Default: `indexed` (every public page). `true` for a page that is not
   * indexed but must load as little on a phone (the customer ticket page `/dashboard`): islands and indexing are
   * separate decisions.
   */
  islands?: boolean;
}

/**
 * A route as the site uses it: `indexed` and `islands` resolved. Every public page (prerendered, or a shell that search
 * engines index: a forum thread) and the customer ticket page are island pages, reached by plain links (a full page
 * load, not the router). The others (the staff screens, the not-found page, the `/developers/*` catch-all) are the
 * React app.
 */
export interface ResolvedSiteRoute extends SiteRoute {
  indexed: boolean;
  islands: boolean;
}

/** The route table (docs/product.md §1 and §1.2); only routes whose pages exist are listed. */
const routeTable: readonly SiteRoute[] = [
  {
    path: '/',
    page: 'Home',
    title: m.routes_homeTitle(),
    description: brand.description,
    prerender: true,
  },
  {
    path: '/services',
    page: 'Services',
    title: m.routes_servicesTitle(),
    description: m.routes_servicesDescription({ brand: brand.name }),
    prerender: true,
  },
  // ── Company pages (owner: company) ──
  {
    path: '/about',
    page: 'About',
    title: m.routes_aboutTitle(),
    description: m.routes_aboutDescription({ brand: brand.name, founded: brand.founded }),
    prerender: true,
  },
  {
    path: '/team',
    page: 'Team',
    title: m.routes_teamTitle(),
    description: m.routes_teamDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: '/projects',
    page: 'Projects',
    title: m.routes_projectsTitle(),
    description: m.routes_projectsDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: '/careers',
    page: 'Careers',
    title: m.routes_careersTitle(),
    description: m.routes_careersDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: '/partners',
    page: 'Partners',
    title: m.routes_partnersTitle(),
    description: m.routes_partnersDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: '/legal',
    page: 'Legal',
    title: m.routes_legalTitle(),
    description: m.routes_legalDescription({ brand: brand.name }),
    prerender: true,
  },
  // (end company)
  // ── Press and ecosystem (owner: press) ──
  {
    path: '/PressMedia',
    page: 'PressMedia',
    title: m.routes_pressMediaTitle(),
    description: m.routes_pressMediaDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: '/affiliates',
    page: 'Affiliates',
    title: m.routes_affiliatesTitle(),
    description: m.routes_affiliatesDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: `/${brand.shortName.toLowerCase()}-labs`,
    page: 'OrisunLabs',
    title: m.routes_orisunLabsTitle({ shortName: brand.shortName }),
    description: m.routes_orisunLabsDescription({ shortName: brand.shortName, brand: brand.name }),
    prerender: true,
  },
  {
    path: '/emea',
    page: 'Emea',
    title: m.routes_emeaTitle(),
    description: m.routes_emeaDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    path: '/digital-foundry',
    page: 'DigitalFoundry',
    title: m.routes_digitalFoundryTitle(),
    description: m.routes_digitalFoundryDescription({ brand: brand.name }),
    prerender: true,
  },
  // (end press)
  // ── Developer Portal waitlist (owner: subscribe) ──
  ...developerSections.map((section) => ({
    path: `/developers/${section.slug}`,
    page: 'Developers',
    title: section.title,
    description: section.description,
    prerender: true,
  })),
  {
    // Any other path under /developers: the same page, from the shell page developers.html (`@orisun/api/routing`).
    path: '/developers/*',
    page: 'Developers',
    title: developerPortal.title,
    description: developerPortal.description,
    prerender: false,
  },
  // (end subscribe)
  // ── Events (owner: events) ──
  {
    path: '/events',
    page: 'Events',
    title: m.routes_eventsTitle(),
    description: m.routes_eventsDescription({ brand: brand.name }),
    prerender: true,
  },
  // (end events)
  // ── Expert Network (owner: consultants) ──
  {
    path: '/consultants',
    page: 'Consultants',
    title: m.routes_consultantsTitle(),
    description: m.routes_consultantsDescription({ brand: brand.name }),
    prerender: true,
  },
  // (end consultants)
  // ── Contact (owner: contact) ──
  {
    path: '/contact',
    page: 'Contact',
    title: m.routes_contactTitle(),
    description: m.routes_contactDescription({ brand: brand.name }),
    prerender: true,
  },
  // (end contact)
  // ── Support desk, customer side (owner: pages) ──
  {
    path: '/support',
    page: 'Support',
    title: m.routes_supportTitle(),
    description: m.routes_supportDescription({ brand: brand.name, withinHours: brand.supportResponse.withinHours, urgentHours: brand.supportResponse.highUrgencyAverageHours }),
    prerender: true,
  },
  {
    // The customer's own tickets: the shell page dashboard.html (noindex, not in the sitemap), an island page (its
    // first load on a phone: README, "Performance on a slow phone connection"); what it shows comes from the session.
    path: '/dashboard',
    page: 'CustomerTickets',
    title: m.routes_dashboardTitle(),
    description: m.routes_dashboardDescription({ brand: brand.name }),
    prerender: false,
    islands: true,
  },
  // (end support desk, customer side)
  // ── Staff desk (owner: staff) ──
  // Not marketing pages: what they show depends on the session. Shell pages (`@orisun/api/routing`; noindex).
  {
    path: '/admin',
    page: 'StaffSignIn',
    title: 'Staff sign-in',
    description: `Sign in to the ${brand.name} support desk.`,
    prerender: false,
  },
  {
    path: '/admin/dashboard',
    page: 'StaffDesk',
    title: 'Support Dashboard',
    description: `The ${brand.name} support desk for staff: tickets, responses and accounts.`,
    prerender: false,
    shell: 'workspace',
  },
  // (end staff)
  // ── Community forum (owner: forum) ──
  {
    path: '/forum',
    page: 'Forum',
    title: m.routes_forumTitle(),
    description: m.routes_forumDescription({ brand: brand.name }),
    prerender: true,
  },
  {
    // A shared thread: the forum with that thread's dialog open. The shell page forum/threads/shared.html,
    // which the server fills with the thread (JavaScript off, link previews); public, so indexed.
    path: '/forum/threads/:id',
    page: 'Forum',
    title: m.routes_forumThreadTitle(),
    description: m.routes_forumThreadDescription({ brand: brand.name }),
    prerender: false,
    indexed: true,
  },
  // (end forum)
  {
    path: '*',
    page: 'NotFound',
    title: m.routes_notFoundTitle(),
    description: m.routes_notFoundDescription({ brand: brand.name }),
    prerender: false,
  },
];

export const siteRoutes: readonly ResolvedSiteRoute[] = routeTable.map((route) => {
  const indexed = route.indexed ?? route.prerender;
  return { ...route, indexed, islands: route.islands ?? indexed };
});

const islandRoutes = siteRoutes.filter((r) => r.islands && r.path !== '*');

/**
 * Whether `pathname` is an island page's (`/about`, `/forum/threads/1`): the app links to them with plain links (a page
 * load), see `RouterLink`.
 */
export function isIslandPath(pathname: string): boolean {
  return islandRoutes.some((route) => matchPath(route.path, pathname) !== null);
}

const pageModules = import.meta.glob<PageModule>('../pages/*/index.tsx');

/** The source file of a page folder, as Vite's manifest names it. */
export function pageFile(page: string): string {
  return `src/pages/${page}/index.tsx`;
}

/** The route's react-router id: its page folder, plus its path when several routes share the folder. */
function routeId(route: SiteRoute): string {
  return siteRoutes.filter((r) => r.page === route.page).length > 1 ? `${route.page}:${route.path}` : route.page;
}

function loadPage(page: string): () => Promise<PageModule> {
  const load = pageModules[`../pages/${page}/index.tsx`];
  if (!load) throw new Error(`routes.tsx: no page module src/pages/${page}/index.tsx`);
  return load;
}

/** The layout route of each shell (`SiteRoute.shell`). */
const shellLayouts = { site: SiteLayout, workspace: WorkspaceLayout } as const;

/**
 * Fresh react-router route objects (the client resolves lazy routes in place before hydrating,
 * so every router gets its own copy). One layout route per shell: `site` holds the header, main and footer of most
 * pages, `workspace` the work screens that draw their own (the staff desk).
 */
export function createRoutes(): RouteObject[] {
  return (Object.keys(shellLayouts) as (keyof typeof shellLayouts)[]).map((shell) => ({
    id: shell,
    Component: shellLayouts[shell],
    children: siteRoutes
      .filter((route) => (route.shell ?? 'site') === shell)
      .map((route): RouteObject => {
        const load = loadPage(route.page);
        const handle: RouteHandle = {
          title: route.title,
          description: route.description,
          pageFile: pageFile(route.page),
          indexed: route.indexed,
          islands: route.islands,
        };
        const lazy = async () => ({ Component: (await load()).default });
        return route.path === '/'
          ? { id: routeId(route), index: true, handle, lazy }
          : { id: routeId(route), path: route.path, handle, lazy };
      }),
  }));
}
