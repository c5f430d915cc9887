import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkOverrides } from '../tokens/src/tokens.ts';

/**
 * The story projects render each story once, in light mode, then flip <html> to dark mode and check the same visit
 * again (tests/visual/after-story.ts), with axe's colour rules alone (tests/support/axe.ts, `colourRules`; the e2e route
 * checks do the same when the system's scheme turns dark). That is the page a visitor in dark mode gets, and every
 * other rule's outcome is the light one's, only while dark mode changes colours and shadows and nothing that lays the
 * page out or writes its DOM: these checks keep it so.
 */
const root = path.resolve(import.meta.dirname, '..');
const sourcesOf = (dirs: string[], name: RegExp) =>
  dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
  );
const styleSources = sourcesOf(['tokens/src', 'packages/ui/src', 'site/src', '.storybook'], /\.css(\.ts)?$/);

describe('dark mode changes colours only', () => {
  it('assigns only colour and shadow tokens', () => {
    expect(Object.keys(darkOverrides).sort()).toEqual(['color', 'shadow']);
  });

  it('is a condition in the theme alone: no other style names the colour mode or the system preference', () => {
    expect(styleSources.length).toBeGreaterThan(40);
    const naming = styleSources.filter((file) => /colorModeAttribute|data-color-mode|prefers-color-scheme|mq\.dark\b/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(naming).toEqual(['tokens/src/themes/theme.css.ts']);
  });

  it('gives dark mode nothing but the colour and shadow variables and the colour scheme', () => {
    const theme = readFileSync(path.join(root, 'tokens/src/themes/theme.css.ts'), 'utf8');
    const dark = /const darkVars = \{([\s\S]*?)\} as const;/.exec(theme)?.[1] ?? '';
    expect(dark.replace(/\s+/g, ' ').trim()).toBe('vars: { ...assignVars(vars.color, darkOverrides.color), ...assignVars(vars.shadow, darkOverrides.shadow) }, colorScheme: \'dark\',');
    // Every rule that uses it: the forced dark mode and the system's, unless light is forced.
    expect(theme.match(/darkVars/g)).toHaveLength(3);
  });

  it('is read by no script of the kit or the site: a component renders the same DOM in either mode', () => {
    const scripts = sourcesOf(['packages/ui/src', 'site/src'], /\.tsx?$/).filter((file) => !/\.(test|css)\.tsx?$/.test(file));
    expect(scripts.length).toBeGreaterThan(100);
    const reading = scripts.filter((file) => /colorModeAttribute|data-color-mode|prefers-color-scheme|mq\.dark\b/.test(readFileSync(path.join(root, file), 'utf8')));
    // The prerender names the attribute only to keep its rules in each page's critical CSS.
    expect(reading).toEqual(['site/src/build/prerender.ts']);
  });
});
