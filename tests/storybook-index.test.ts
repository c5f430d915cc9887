// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsId } from '../stories/docs/ComponentStatusTable.tsx';
import { componentStatus } from '../stories/docs/componentStatus.ts';

/**
 * Reads the index of the built Storybook (`npm run build-storybook`, part of `npm test`) and
 * checks that every public component of the kit is documented and has stories there.
 */
const root = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(root, 'storybook-static', 'index.json');

/** The components the foundation promises (issue 2), whatever folders exist. */
const promised = [
  'Box', 'Stack', 'Inline', 'Grid', 'Heading', 'Text', 'Link', 'Button', 'Card', 'Badge', 'Tag', 'Icon',
  'VisuallyHidden', 'Spinner', 'EmptyState', 'TextField', 'TextArea', 'Select', 'Checkbox', 'FileField',
  'Modal', 'Accordion', 'Tabs', 'Toast',
];

/** Providers render nothing of their own; they are documented on the components that read them. */
const notVisual = new Set(['UiProvider']);

/** Every folder the kit's entry exports from is a public component and needs stories too. */
function exportedFolders(): string[] {
  const entry = readFileSync(path.join(root, 'packages/ui/src/index.ts'), 'utf8');
  return [...entry.matchAll(/from '\.\/([A-Z]\w+)(?:\/index(?:\.ts)?)?'/g)].map((m) => m[1]!).filter((n) => !notVisual.has(n));
}

interface Entry { id: string; title: string; type: 'story' | 'docs'; tags?: string[] }

describe('built Storybook', () => {
  it('exists (npm run build-storybook ran)', () => {
    expect(existsSync(indexFile)).toBe(true);
  });

  const entries: Entry[] = existsSync(indexFile) ? Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries) : [];
  const names = [...new Set([...promised, ...exportedFolders()])]
    // Layout primitives may share one stories file; the test then finds them by title.
    .filter((name) => existsSync(path.join(root, 'packages/ui/src', name)) || promised.includes(name));

  it.each(names)('%s has a docs page and at least one story', (name) => {
    const own = entries.filter((e) => e.title === `Components/${name}` || e.title.endsWith(`/${name}`));
    expect(own.some((e) => e.type === 'docs'), `no docs entry titled Components/${name}`).toBe(true);
    expect(own.filter((e) => e.type === 'story').length, `no story titled Components/${name}`).toBeGreaterThan(0);
  });

  /**
   * What the sidebar shows a first-time visitor: Storybook's manager hides every entry carrying a
   * tag whose `defaultFilterSelection` is 'exclude' (the `tags` of .storybook/main.ts, written into
   * the built index.html as TAGS_OPTIONS) and, if some tag is 'include', keeps only those. Storybook
   * puts its built-in `dev` tag on every entry, so excluding `dev` emptied the whole tree.
   */
  it('opens on the component tree: the default sidebar filter keeps the docs pages and the stories', () => {
    const html = readFileSync(path.join(root, 'storybook-static', 'index.html'), 'utf8');
    const options = html.match(/window\['TAGS_OPTIONS'\] = (\{[\s\S]*?\});/);
    expect(options, 'TAGS_OPTIONS in the built index.html').not.toBeNull();
    const presets = JSON.parse(options![1]!) as Record<string, { defaultFilterSelection?: 'include' | 'exclude' }>;
    const pick = (selection: 'include' | 'exclude') => Object.entries(presets).filter(([, o]) => o.defaultFilterSelection === selection).map(([tag]) => tag);
    const excluded = pick('exclude');
    const included = pick('include');
    const shown = entries.filter((e) => {
      const tags = e.tags ?? [];
      return !excluded.some((t) => tags.includes(t)) && (included.length === 0 || included.some((t) => tags.includes(t)));
    });
    for (const group of ['Components/', 'Patterns/', 'Pages/']) {
      expect(shown.filter((e) => e.type === 'story' && e.title.startsWith(group)).length, `stories under ${group} in the default sidebar`).toBeGreaterThan(0);
    }
    for (const name of names) {
      expect(shown.some((e) => e.type === 'story' && (e.title === `Components/${name}` || e.title.endsWith(`/${name}`))), `${name} in the default sidebar`).toBe(true);
    }
    // The docs pages a design system opens on: introduction, usage, tokens (stories/*.mdx).
    expect(shown.filter((e) => e.type === 'docs' && !e.title.includes('/')).map((e) => e.title).sort()).toEqual(['Getting started', 'Introduction', 'Tokens', 'Usage']);
  });

  it("has Storybook's own onboarding (the sidebar checklist, the menu's guide) switched off", () => {
    const html = readFileSync(path.join(root, 'storybook-static', 'index.html'), 'utf8');
    const features = html.match(/window\['FEATURES'\] = (\{[\s\S]*?\});/);
    expect(features, 'FEATURES in the built index.html').not.toBeNull();
    expect(JSON.parse(features![1]!)).toMatchObject({ sidebarOnboardingChecklist: false, menuOnboardingChecklist: false });
  });

  it("gives every component of the kit a status on Getting started, linked to that component's docs page", () => {
    const everyFolder = [...exportedFolders(), ...notVisual];
    expect(Object.keys(componentStatus).sort()).toEqual([...new Set(everyFolder)].sort());
    const ids = new Set(entries.map((e) => e.id));
    expect(Object.keys(componentStatus).filter((name) => !ids.has(docsId(name)))).toEqual([]);
  });

  it('lists no story without the a11y check (no a11y todo without an issue link)', () => {
    const files = readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.stories.tsx'));
    for (const file of files) {
      const text = readFileSync(path.join(root, 'stories', file), 'utf8');
      for (const m of text.matchAll(/test:\s*'(off|todo)'/g)) {
        expect(text.slice(Math.max(0, m.index - 300), m.index + 300), `${file}: a11y ${m[1]} without an issue link`).toMatch(/issues\/\d+/);
      }
    }
  });
});
