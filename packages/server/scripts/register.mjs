// What the server's scripts (start, user, backup) need before they import its TypeScript: tsx to run it, and the
// workspace's `@orisun/source` export condition, so `@orisun/tokens` is read from its sources as in every other run
// here rather than from its published build (scripts/source-condition.ts at the repository root). Runs that start
// Node themselves pass `--conditions=@orisun/source` instead.
import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

register();
// Registered after tsx's, so it runs first: tsx and then Node resolve with the condition added.
const resolveWithSources = `export function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, '@orisun/source'] });
}`;
registerHooks(`data:text/javascript,${encodeURIComponent(resolveWithSources)}`);
