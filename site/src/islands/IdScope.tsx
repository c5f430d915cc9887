import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';

/** The islands' `react` (./react.ts) has it; React itself does not. */
const IdScopeProvider = (React as unknown as { IdScopeProvider?: ComponentType<{ prefix: string; children: ReactNode }> }).IdScopeProvider;

/**
 * Numbers the ids (`useId`) of what is rendered inside from its own start, under Preact (the islands, see
 * ./react.ts): each island (`runtime/islands-client.tsx`, `build/islands-server.tsx`) and each form island has its own scope, the same in the
 * prerender and the browser. Under React (the app) it renders its children and nothing else: React's ids follow the
 * tree, not the order.
 */
export function IdScope({ scope, children }: { scope: string; children: ReactNode }) {
  return IdScopeProvider ? <IdScopeProvider prefix={`i${scope.replace(/[^\w-]/g, '')}-`}>{children}</IdScopeProvider> : children;
}
