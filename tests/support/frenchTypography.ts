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

/**
 * What is wrong with a table's French beside its English (each a map of dotted key to sentence): a key the other lacks,
 * a sentence left in English, French typography (`frenchTypographyProblems`). Empty when it is right.
 */
export function frenchTableProblems(english: Map<string, string>, french: Map<string, string>): string[] {
  const problems = [...english.keys()].filter((key) => !french.has(key)).map((key) => `${key} has no French`);
  for (const [key, text] of french) {
    if (!english.has(key)) problems.push(`${key} has no English`);
    else if (text === english.get(key)) problems.push(`${key} is the English sentence`);
    for (const problem of frenchTypographyProblems(text)) problems.push(`${key} has ${problem}`);
  }
  return problems;
}
