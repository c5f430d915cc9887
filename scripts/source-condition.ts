/**
 * How this workspace reads its own kit: `@orisun/tokens` and `@orisun/ui` publish built files (`dist/`), and name
 * their sources under the `@orisun/source` export condition, which the site, Storybook and the tests ask for first.
 * So they build from the TypeScript and vanilla-extract sources as before, and an app outside the workspace gets
 * the built files (scripts/build-kit.mjs). Node runs started outside Vite pass `--conditions=@orisun/source`.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const sourceCondition = '@orisun/source';

/** Resolve settings for a Vite or Vitest config (browser and server side) that reads the workspace's sources. */
export const sourceResolve: { resolve: { conditions: string[] }; ssrResolve: { conditions: string[]; externalConditions: string[] } } = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssrResolve: { conditions: [sourceCondition, ...defaultServerConditions], externalConditions: [sourceCondition] },
};
