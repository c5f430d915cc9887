// @orisun/ui public entry: the only import path for consumers.

// ── Layout, typography, actions, display (owner: kit part A) ──
// (end part A)

// ── Fields, overlays, disclosure, feedback (owner: kit part B) ──
// (end part B)
