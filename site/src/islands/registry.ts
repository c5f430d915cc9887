import type { ComponentType } from 'react';

/**
 * Every island of the marketing pages by name: the module whose default export it is. The prerender renders each
 * with Preact (`server.tsx`) and the browser hydrates it with Preact (`client.tsx`); on the app pages (forum, desk)
 * the same components are part of the React app (`Island.tsx`). Add an island: export its component as the module's
 * default, list it here under its file's name (the prerender finds its chunk by that name), and render it through
 * `<Island>` with props that survive JSON.
 */
export const islandModules = {
  HeaderBar: () => import('../layout/HeaderBar.tsx'),
  PartnerTicker: () => import('../layout/PartnerTicker.tsx'),
  FaqAccordion: () => import('../pages/Home/FaqAccordion.tsx'),
  ProjectBriefButton: () => import('../pages/Home/ProjectBriefButton.tsx'),
  ServiceCardIsland: () => import('../pages/Services/ServiceCardIsland.tsx'),
  TeamJoinButton: () => import('../pages/Team/TeamJoinButton.tsx'),
  ContactOffices: () => import('../pages/Contact/ContactOffices.tsx'),
  WaitlistIsland: () => import('../pages/Developers/WaitlistIsland.tsx'),
  EventsIsland: () => import('../pages/Events/EventsIsland.tsx'),
  ConsultantsIsland: () => import('../pages/Consultants/ConsultantsIsland.tsx'),
  ContactSupportIsland: () => import('../pages/ContactSupport/ContactSupportIsland.tsx'),
  ForumIsland: () => import('../pages/Forum/ForumIsland.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandModules;
