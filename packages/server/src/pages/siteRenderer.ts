import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteLanguage } from '@orisun/api/languages';
import { siteRendererFileIn, type SiteRenderer } from '@orisun/api/routing';

/** The renderer of one build, with that build's time (its file's mtime): what the server remembers of it is keyed by it. */
export interface BuiltSiteRenderer extends SiteRenderer {
  build: number;
}

export interface SiteRendererLog {
  warn: (message: string) => void;
}

/**
 * The built site's renderer (`@orisun/api/routing`'s `SiteRenderer`, beside the served folder `siteDir`): the site's
 * own components render a shell page's dynamic part per request, as the prerender renders every page at build time.
 * Each language's build has its own (`language`: its pages' words). The server never reads the site's source, only its
 * build. Imported on first use, and again once a new build has replaced it (the shells are read per request too, so a
 * build's class names and its renderer's stay together).
 * Resolves undefined when the site has none (not built, or built without it); a renderer that cannot be imported
 * is said once per build in `log`.
 */
export function siteRenderer(siteDir: string, log: SiteRendererLog, language: SiteLanguage = 'en'): () => Promise<BuiltSiteRenderer | undefined> {
  const file = path.resolve(siteDir, siteRendererFileIn(language));
  let loaded: { version: number; renderer: Promise<BuiltSiteRenderer | undefined> } | undefined;
  return async () => {
    let version: number;
    try {
      version = (await stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.version !== version) loaded = { version, renderer: importRenderer(file, version, log) };
    return loaded.renderer;
  };
}

async function importRenderer(file: string, version: number, log: SiteRendererLog): Promise<BuiltSiteRenderer | undefined> {
  try {
    // The build's time in the address: a new build is a new module, not Node's cached old one.
    const module = (await import(`${pathToFileURL(file).href}?build=${version}`)) as Partial<SiteRenderer>;
    const { renderForumThread, renderIsland, forumListTitle, forumThreadTitle } = module;
    if (typeof renderForumThread === 'function' && typeof renderIsland === 'function' && typeof forumListTitle === 'function' && typeof forumThreadTitle === 'function') {
      return { renderForumThread, renderIsland, forumListTitle, forumThreadTitle, build: version };
    }
    log.warn(`the site's renderer ${file} lacks renderForumThread, renderIsland, forumListTitle or forumThreadTitle (built before them?): forum pages are sent without their threads; run npm run build`);
  } catch (error) {
    log.warn(`the site's renderer ${file} could not be imported (${error instanceof Error ? error.message : String(error)}): forum pages are sent without their threads`);
  }
  return undefined;
}
