import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandModules, islandName } from './modules.ts';

const src = path.resolve(import.meta.dirname, '..');
const islandFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.island.tsx'));

describe('islands by convention (src/islands/modules.ts)', () => {
  it('finds every *.island.tsx under src/, named after its file', () => {
    expect(islandFiles.length).toBeGreaterThan(10);
    expect(Object.keys(islandModules).map(islandName).sort()).toEqual(islandFiles.map(islandName).sort());
  });

  it('gives every island a name of its own, which the prerender and the browser find it by', () => {
    const names = islandFiles.map(islandName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names.every((name) => /^\w+$/.test(name))).toBe(true);
  });
});
