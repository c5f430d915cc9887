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

/**
 * The axe rules whose outcome depends on colours: all that can change when a page already checked in light mode turns
 * dark, since dark mode assigns colour and shadow variables and nothing else (tests/color-modes.test.ts keeps it so).
 * A check of the same visit in dark mode runs these alone; every other rule saw the very same DOM, names, roles and
 * layout in light mode. (`color-contrast-enhanced`, AAA, is off in the runs here.)
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** Each violated rule with the elements that violate it, a line each: what a failing axe check prints. */
export const violationLines = (results: axe.AxeResults): string[] =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
