/**
 * A Vite plugin for the site's builds (site/vite.config.ts): each call of a message without inputs, `m.home_heroHeadline()`,
 * becomes the message's text in the build's language, a string literal, as the words were before the catalogs
 * (docs/adr/0032-french-under-fr.md). A Paraglide message is a function in a module of its namespace: called where a
 * page's copy is defined, each costs a function and a call in the page's script (measured: `/consultants` +1.2 KB
 * brotli, every page +0.3 KB). A message with inputs (`{ brand }`) stays a call.
 *
 * Only in the site's own modules that import `* as m from '#messages'`; tests, Storybook and the server read the
 * compiled catalogs (scripts/messages.mjs), which say the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Every message of `locale` from its catalogs (`site/messages/<locale>/<namespace>.json`), by key. */
export function readCatalog(messagesDir: string, locale: string): Map<string, string> {
  const dir = path.join(messagesDir, locale);
  const messages = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const { $schema: _schema, ...entries } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(entries)) if (typeof text === 'string') messages.set(key, text);
  }
  return messages;
}

/** The namespace import of the catalogs, as the site writes it. */
const messagesImport = /import \* as m from '#messages';/;
/** A call of a message without inputs. */
const plainCall = /\bm\.(\w+)\(\)/g;

/** A call of a message with an object of inputs, up to its `{`. */
const inputsCall = /\bm\.(\w+)\(\{/g;

/** The index of the `}` that closes the `{` at `open`, or -1 (strings, template literals and nesting counted). */
function matchingBrace(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') {
      // Skip a string (a template literal's `${}` holds no braces the inputs of a message would need).
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0) return c === '}' ? i : -1;
    }
  }
  return -1;
}

/** `brand: brand.name, count` as its entries (shorthand too), or undefined for anything else (a spread, a method). */
function objectEntries(body: string): Map<string, string> | undefined {
  const entries = new Map<string, string>();
  let depth = 0;
  let from = 0;
  const parts: string[] = [];
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < body.length && body[i] !== c; i++) if (body[i] === '\\') i++;
    } else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if ((c === ',' && depth === 0) || i === body.length) {
      parts.push(body.slice(from, i));
      from = i + 1;
    }
  }
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const entry = /^(\w+)\s*(?::\s*([\s\S]+))?$/.exec(part);
    if (!entry) return undefined;
    entries.set(entry[1]!, `(${entry[2] ?? entry[1]})`);
  }
  return entries;
}

export function inlineMessages({ messagesDir, locale }: { messagesDir: string; locale: string }): Plugin {
  let catalog: Map<string, string> | undefined;
  return {
    name: 'orisun:inline-messages',
    enforce: 'pre',
    buildStart() {
      catalog = readCatalog(messagesDir, locale);
      for (const file of readdirSync(path.join(messagesDir, locale))) this.addWatchFile(path.join(messagesDir, locale, file));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !messagesImport.test(code)) return undefined;
      catalog ??= readCatalog(messagesDir, locale);
      const out = new MagicString(code);
      const where = path.relative(process.cwd(), id);
      const textOf = (key: string) => {
        const text = catalog!.get(key);
        if (text === undefined) this.error(`${where}: m.${key} is in no ${locale} catalog (site/messages/${locale})`);
        return text;
      };
      /** A call without inputs as its text, or undefined when the message has placeholders (a type error, left alone). */
      const plainText = (key: string) => {
        const text = textOf(key);
        return /\{\w+\}/.test(text) ? undefined : JSON.stringify(text);
      };
      const inlinePlain = (source: string) => source.replace(plainCall, (call, key: string) => plainText(key) ?? call);
      // a call with an object of inputs (`{ brand: brand.name, count }`): a template literal with the inputs' expressions in the placeholders.
      const replaced: [number, number][] = [];
      for (const call of code.matchAll(inputsCall)) {
        const start = call.index;
        const open = start + call[0].length - 1;
        const close = matchingBrace(code, open);
        if (close < 0 || code[close + 1] !== ')' || replaced.some(([from, to]) => start < to && start >= from)) continue;
        const inputs = objectEntries(code.slice(open + 1, close));
        if (!inputs) continue;
        let complete = true;
        const literal = textOf(call[1]!)
          .replace(/[`\\]|\$\{/g, (c) => `\\${c}`)
          .replace(/\{(\w+)\}/g, (placeholder, name: string) => {
            const expression = inputs.get(name);
            if (expression === undefined) complete = false;
            return expression === undefined ? placeholder : `\${${inlinePlain(expression)}}`;
          });
        if (!complete) continue;
        out.overwrite(start, close + 2, `\`${literal}\``);
        replaced.push([start, close + 2]);
      }
      for (const call of code.matchAll(plainCall)) {
        if (replaced.some(([from, to]) => call.index >= from && call.index < to)) continue;
        const text = plainText(call[1]!);
        if (text !== undefined) out.overwrite(call.index, call.index + call[0].length, text);
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : undefined;
    },
  };
}
