import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../scripts/source-condition.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's own onboarding (the sidebar checklist and the guide in the menu) is for a new Storybook, not this kit.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // @storybook/react-vite adds neither the React nor the vanilla-extract plugin.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), react()];
    // The kit from its sources, not its published build (scripts/source-condition.ts).
    viteConfig.resolve = { ...viteConfig.resolve, conditions: [...sourceResolve.resolve.conditions] };
    return viteConfig;
  },
};

export default config;
