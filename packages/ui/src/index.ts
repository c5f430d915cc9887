// @orisun/ui public entry: the only import path for consumers.

// ── Layout, typography, actions, display (owner: kit part A) ──
export * from './UiProvider/index.ts';
export * from './Box/index.ts';
export * from './Stack/index.ts';
export * from './Inline/index.ts';
export * from './Grid/index.ts';
export * from './Container/index.ts';
// (end part A)

// ── Fields, overlays, disclosure, feedback (owner: kit part B) ──
// (end part B)
