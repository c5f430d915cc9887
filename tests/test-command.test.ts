import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` runs the Vitest projects in two processes side by side (package.json, `test`), each naming its projects
 * with `--project` patterns. A project that no script names would silently drop out of `npm test`, and one that two
 * scripts name would run twice: every project of vitest.config.ts must be named by exactly one.
 */
const root = path.resolve(import.meta.dirname, '..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The project names of a Vitest config's source: every `name: '...'` of a project. */
const projectNames = (source: string) => [...source.matchAll(/\bname: '([a-z0-9-]+)'/g)].map((match) => match[1]!);

/** The scripts `npm test` runs after the builds: the ones its second `run-p` names. */
function vitestScripts(test: string): string[] {
  const step = test.split('&&').at(-1)!.trim();
  return step.split(/\s+/).filter((word) => scripts[word]?.startsWith('vitest run'));
}

/** Vitest's `--project` patterns: `*` is any run of characters, whole name, any case. */
const patternsOf = (command: string) => [...command.matchAll(/--project '?([^'\s]+)'?/g)].map((match) => match[1]!);
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i').test(name);

/** For each project, the scripts whose patterns name it. */
function coverage(projects: string[], commands: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    projects.map((project) => [project, Object.keys(commands).filter((script) => patternsOf(commands[script]!).some((p) => matches(p, project)))]),
  );
}

describe('npm test runs every Vitest project once', () => {
  it('each project of vitest.config.ts is named by exactly one of the Vitest scripts npm test runs', () => {
    const projects = projectNames(readFileSync(path.join(root, 'vitest.config.ts'), 'utf8'));
    expect(projects).toEqual(expect.arrayContaining(['unit', 'server', 'server-pg', 'storybook-laptop', 'e2e']));
    const names = vitestScripts(scripts.test!);
    expect(names.length).toBeGreaterThanOrEqual(2);
    const covered = coverage(projects, Object.fromEntries(names.map((name) => [name, scripts[name]!])));
    expect(Object.entries(covered).filter(([, by]) => by.length !== 1)).toEqual([]);
  });

  it('finds a project no script names, and one two scripts name (the check itself works)', () => {
    const covered = coverage(['unit', 'server', 'server-pg', 'visual-new', 'e2e'], {
      a: "vitest run --project e2e --project 'server*'",
      b: "vitest run --project unit --project server-pg",
    });
    expect(Object.entries(covered).filter(([, by]) => by.length !== 1)).toEqual([
      ['server-pg', ['a', 'b']],
      ['visual-new', []],
    ]);
  });
});
