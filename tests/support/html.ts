import { HtmlValidate } from 'html-validate';

/**
 * The one html-validate configuration of the markup tests: the recommended rules, less those about how
 * `renderToStaticMarkup` serialises rather than what a browser parses (useId ids start with "_", attributes keep
 * React's case, void elements self-close, booleans and a closed Radix Collapsible's `hidden` are written `=""`),
 * Radix VisuallyHidden's inline style, and `wcag/h32` (a fragment under test is a form without its submit button).
 * Checkboxes of one group share their name, which is valid HTML (the form posts each chosen value).
 */
export const htmlValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'valid-id': 'off',
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'wcag/h32': 'off',
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
});

/** `rule: message` for every problem in `html`; an empty list when it is valid. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}
