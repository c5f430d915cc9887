import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkOverrides } from '../tokens/src/tokens.ts';

/**
 * The story projects render each story once, in light mode, then flip <html> to dark mode and check the same visit
 * again (tests/visual/after-story.ts). That is the page a visitor in dark mode gets only while dark mode changes
 * colours and shadows and nothing that lays the page out: these checks keep it so.
 */
const root = path.resolve(import.meta.dirname, '..');
const styleSources = ['tokens/src', 'packages/ui/src', 'site/src', '.storybook'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.css(\.ts)?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
);

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
});
