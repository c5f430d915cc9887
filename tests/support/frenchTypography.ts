/**
 * What French typography asks of a sentence that `text` does not do (ADR 0032): a curly apostrophe (’), a no-break space
 * (U+00A0 or U+202F) before : ; ! ? and inside « ». A URL's or a time's colon (https://, 07:22) is not punctuation.
 * Empty when it is right. Read by the site's catalogs' test and the API's sentences' test.
 */
export function frenchTypographyProblems(text: string): string[] {
  const prose = text.replace(/\b[a-z]+:\/\/\S*/g, '').replace(/\d:\d/g, '');
  const problems: string[] = [];
  if (prose.includes("'")) problems.push('a straight apostrophe');
  if (/ [:;!?»]|« /.test(prose)) problems.push('an ordinary space where French puts a no-break space');
  if (/[^\s\u00a0\u202f(]([;!?])(?=\s|$)/u.test(prose) || /\w:(?=\s|$)/u.test(prose)) problems.push('no space before : ; ! or ?');
  return problems;
}
