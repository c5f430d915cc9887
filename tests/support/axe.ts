import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and fails with the rule ids and targets of any violation.
 * In jsdom colour contrast cannot be computed; the story tests in Chromium check it per mode.
 */
export async function expectNoAxeViolations(container: Element, options: axe.RunOptions = {}) {
  // Only violations are asked for: axe then skips describing every passing element, about half its time.
  const results = await axe.run(container, {
    resultTypes: ['violations'],
    ...options,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, ...options.rules },
  });
  expect(violationLines(results)).toEqual([]);
}

/** Each violated rule with the elements that violate it, a line each: what a failing axe check prints. */
export const violationLines = (results: axe.AxeResults): string[] =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
