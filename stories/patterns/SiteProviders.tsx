import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createQueryClient, Providers } from '../../site/src/app/Providers.tsx';

/** The site's providers with a query client of its own, new for each story: no answer cached by the story before. Not a story file. */
export function SiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <Providers queryClient={queryClient}>{children}</Providers>;
}

/** A story inside `SiteProviders`. */
export const withSiteProviders: Decorator = (Story) => (
  <SiteProviders>
    <Story />
  </SiteProviders>
);
