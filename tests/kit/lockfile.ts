import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A package-lock.json for an app outside the workspace, so `npm ci --offline` installs it from the npm cache that
 * installed this workspace: npm needs the registry's metadata to resolve a version range, but with a lockfile it
 * fetches each package's tarball by name, version and integrity, which the workspace's install left in the cache.
 * Every entry is the workspace's own (the same versions), at the place the app's tree puts it; the kit's two packages
 * come from their packed tarballs.
 */
interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

const root = path.resolve(import.meta.dirname, '../..');

export function consumerLockfile(options: {
  name: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The kit's packages: name -> tarball path (absolute). */
  tarballs: Record<string, string>;
  /** Where the app's package.json is (tarballs are written relative to it). */
  appDir: string;
}): object {
  const workspace = (JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  /** A workspace package's folder (`packages/ui`) by name, and where the app installs it. */
  const workspaceDirs = new Map<string, string>();
  for (const [key, entry] of Object.entries(workspace)) {
    if (entry.link && typeof entry.resolved === 'string' && key.startsWith('node_modules/')) workspaceDirs.set(key.slice('node_modules/'.length), entry.resolved);
  }
  const appPlace = (workspaceKey: string) => {
    for (const [name, dir] of workspaceDirs) {
      if (workspaceKey === dir || workspaceKey.startsWith(`${dir}/`)) return `node_modules/${name}${workspaceKey.slice(dir.length)}`;
    }
    return workspaceKey;
  };
  /** Node's lookup: the nearest `node_modules/<name>` from `from` upwards, as the workspace's tree has it. */
  const find = (name: string, from: string): string | undefined => {
    for (let dir = from; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
      const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (workspace[key]) return workspace[key]!.link ? (workspace[key]!.resolved as string) : key;
      if (!dir) return undefined;
    }
  };

  const packages: Record<string, LockEntry> = {};
  const queue: string[] = [];
  const visit = (name: string, from: string, optional: boolean) => {
    const key = find(name, from);
    if (!key) {
      if (optional) return;
      throw new Error(`consumerLockfile: ${name} (needed by ${from || 'the app'}) is not in the workspace's lockfile`);
    }
    const place = appPlace(key);
    if (packages[place]) return;
    const { dev: _dev, devOptional: _devOptional, ...entry } = workspace[key]!;
    const tarball = options.tarballs[name];
    if (tarball) {
      const manifest = JSON.parse(readFileSync(path.join(root, key, 'package.json'), 'utf8')) as LockEntry & { name: string };
      packages[place] = {
        version: manifest.version,
        resolved: `file:${path.relative(options.appDir, tarball)}`,
        integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
        ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
        ...(manifest.peerDependencies ? { peerDependencies: manifest.peerDependencies } : {}),
      };
    } else {
      packages[place] = entry;
    }
    queue.push(key);
  };

  for (const name of [...Object.keys(options.dependencies), ...Object.keys(options.devDependencies)]) visit(name, '', false);
  while (queue.length) {
    const key = queue.shift()!;
    const entry = packages[appPlace(key)]!;
    for (const name of Object.keys(entry.dependencies ?? {})) visit(name, key, false);
    for (const name of Object.keys(entry.optionalDependencies ?? {})) visit(name, key, true);
    for (const name of Object.keys(entry.peerDependencies ?? {})) visit(name, key, entry.peerDependenciesMeta?.[name]?.optional ?? false);
  }

  return {
    name: options.name,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: options.name, dependencies: options.dependencies, devDependencies: options.devDependencies }, ...packages },
  };
}
