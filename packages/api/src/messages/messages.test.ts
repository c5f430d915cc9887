import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { contactMessageSchema } from '../schemas/contact.ts';
import { issuesFromZodError } from '../schemas/errors.ts';
import { en, type ApiMessages } from './en.ts';
import { fr } from './fr.ts';
import { said, speakIn } from './index.ts';

/** Every sentence of a table, by its dotted key, the functions written with sample values. */
function sentences(messages: ApiMessages): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (typeof value === 'function') found.set(key, (value as (...args: unknown[]) => string)(key === 'chooseList' ? ['newsletter', 'developer-portal'] : messages.labels.yourName, 100));
    else for (const [name, inner] of Object.entries(value as object)) walk(inner, key ? `${key}.${name}` : name);
  };
  walk(messages, '');
  return found;
}

describe("the API's sentences", () => {
  it('are all written in French, none left in English, with French typography', () => {
    const english = sentences(en);
    const french = sentences(fr);
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    const problems: string[] = [];
    for (const [key, text] of french) {
      if (text === english.get(key)) problems.push(`${key} is the English sentence`);
      for (const problem of frenchTypographyProblems(text)) problems.push(`${key} has ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('are written when a rule fails, in the language said() speaks then: one schema, both languages', () => {
    const bad = { name: ' ', email: 'afiavi@', message: 'Bonjour', office: 9 };
    const issues = () => {
      const result = contactMessageSchema.safeParse(bad);
      return result.success ? [] : issuesFromZodError(result.error).map((issue) => issue.message);
    };
    try {
      speakIn(() => 'fr');
      expect(said().invalidRequest).toBe('Des champs manquent ou ne sont pas valides.');
      expect(issues()).toEqual(['Indiquez votre nom.', 'Indiquez une adresse e-mail valide, comme nom@exemple.com.', 'Choisissez le bureau auquel écrire.']);
    } finally {
      speakIn(() => 'en');
    }
    expect(issues()).toEqual(['Enter your name.', 'Enter a valid e-mail address, like name@example.com.', 'Choose the office to write to.']);
  });
});
