// Module resolve hook for scripts/drizzle-kit.mjs: bare `drizzle-orm` imports made by drizzle-kit resolve
// from packages/server (where the server's drizzle-orm lives) instead of from drizzle-kit's own folder.
const serverPackageUrl = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: serverPackageUrl });
  }
  return nextResolve(specifier, context);
}
