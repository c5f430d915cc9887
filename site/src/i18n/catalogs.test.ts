/**
 * The message catalogs (site/messages/<locale>/<namespace>.json, scripts/messages.mjs): every language has every
 * message, with the same placeholders; every message is used by the site's code and every use names a message; French
 * is written with French typography.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '@orisun/test-support/french-typography';
import { baseLocale, locales } from './locales.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');
const catalogsDir = path.join(siteDir, 'messages');

type Catalog = Record<string, string>;

function readCatalogs(locale: string): Map<string, Catalog> {
  const dir = path.join(catalogsDir, locale);
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const { $schema, ...messages } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalog;
        expect($schema, `${locale}/${file}`).toBe('https://inlang.com/schema/inlang-message-format');
        return [file.slice(0, -'.json'.length), messages] as const;
      }),
  );
}

const catalogs = new Map(locales.map((locale) => [locale, readCatalogs(locale)]));
const base = catalogs.get(baseLocale)!;
const allKeys = [...base.values()].flatMap((messages) => Object.keys(messages));

/** The site's code (not tests, stories or the compiled catalogs), where messages are used as `m.<key>(`. */
function siteSources(): string {
  const src = path.join(siteDir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith(`paraglide${path.sep}`))
    .map((file) => readFileSync(path.join(src, file), 'utf8'))
    .join('\n');
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  it('name each message after its namespace, once', () => {
    for (const [namespace, messages] of base) {
      for (const key of Object.keys(messages)) expect(key, `en/${namespace}.json`).toMatch(new RegExp(`^${namespace}_[A-Za-z0-9]+$`));
    }
    expect(new Set(allKeys).size).toBe(allKeys.length);
  });

  for (const locale of locales.filter((l) => l !== baseLocale)) {
    it(`have every message in ${locale}, with the same placeholders, and none more`, () => {
      const other = catalogs.get(locale)!;
      expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
      for (const [namespace, messages] of base) {
        const translated = other.get(namespace)!;
        expect(Object.keys(translated).sort(), `${locale}/${namespace}.json`).toEqual(Object.keys(messages).sort());
        for (const [key, english] of Object.entries(messages)) {
          expect(translated[key]?.trim(), `${locale} ${key}`).toBeTruthy();
          expect(placeholders(translated[key]!), `${locale} ${key}`).toEqual(placeholders(english));
        }
      }
    });
  }

  it('are all used by the site, and every message used exists', () => {
    const sources = siteSources();
    const unused = allKeys.filter((key) => !sources.includes(`m.${key}(`));
    expect(unused, 'messages no code uses (remove them, or use them)').toEqual([]);
    const known = new Set(allKeys);
    const missing = [...new Set([...sources.matchAll(/\bm\.(\w+)\(/g)].map((match) => match[1]!))].filter((key) => !known.has(key));
    expect(missing, 'messages the code uses that no catalog has').toEqual([]);
  });

  it('write French with French typography: ’ and a no-break space before : ; ! ? and inside « »', () => {
    const problems: string[] = [];
    for (const [namespace, messages] of catalogs.get('fr')!) {
      for (const [key, text] of Object.entries(messages)) {
        for (const problem of frenchTypographyProblems(text)) problems.push(`${namespace}: ${key} has ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
