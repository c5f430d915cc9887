import { company } from '@orisun/api/company';
import type { SiteLanguage } from '@orisun/api/languages';
import { darkColors, lightColors, type ColorRoles } from '@orisun/tokens/values';
import { escape } from 'html-escaper';

export interface PageLink {
  href: string;
  label: string;
}

/** A button that sends a POST to `action` (a page's one state change: GET only shows it). */
export interface PageForm {
  action: string;
  label: string;
}

export interface ServerPage {
  /** The heading, and the start of the `<title>`. */
  title: string;
  /** Paragraphs of plain text (escaped here). */
  lines: readonly string[];
  form?: PageForm;
  /** Where to go next, in a `nav`. */
  links?: readonly PageLink[];
  /** The language the page is written in (its `lang`, and the template's own words). Default English. */
  language?: SiteLanguage;
}

/** The template's own words: the name of the links' `nav`. */
const navLabels: Record<SiteLanguage, string> = { en: 'Continue', fr: 'Continuer' };

/** The roles a server page reads, as CSS custom properties of one colour mode. */
function colourVariables(colors: ColorRoles): string {
  return [
    `--bg: ${colors.bg.canvas}`,
    `--card: ${colors.bg.surface}`,
    `--fg: ${colors.fg.default}`,
    `--muted: ${colors.fg.muted}`,
    `--link: ${colors.fg.link}`,
    `--focus: ${colors.border.focus}`,
    `--button: ${colors.tone.accent.solid}`,
    `--button-hover: ${colors.tone.accent.solidHover}`,
    `--on-button: ${colors.tone.accent.onSolid}`,
  ].join('; ');
}

const styles = `
      :root { color-scheme: light dark; ${colourVariables(lightColors)}; }
      @media (prefers-color-scheme: dark) { :root { ${colourVariables(darkColors)}; } }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: var(--card); border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
      h1 { margin: 0 0 1rem; font-size: 1.625rem; line-height: 1.25; }
      p { margin: 0 0 1rem; color: var(--muted); }
      nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin-top: 1.5rem; }
      a { color: var(--link); font-weight: 600; text-underline-offset: 0.2em; display: inline-block; padding: 0.5rem 0; }
      button { font: inherit; font-weight: 600; min-height: 44px; padding: 0.5rem 1.25rem; border: 0; border-radius: 8px; background: var(--button); color: var(--on-button); cursor: pointer; }
      button:hover { background: var(--button-hover); }
      a:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
      @media (forced-colors: active) { button { border: 1px solid ButtonText; } }`;

/**
 * The one template of the pages the server renders itself (the subscription pages now, the forum's
 * thread pages next): a heading, a few paragraphs, at most one POST button and links onwards. Colours
 * come from the tokens' light and dark roles; self-contained (inline styles), no scripts.
 */
export function renderPage({ title, lines, form, links = [], language = 'en' }: ServerPage): string {
  const paragraphs = lines.map((line) => `<p>${escape(line)}</p>`).join('\n      ');
  const button = form
    ? `<form method="post" action="${escape(form.action)}">
        <button type="submit">${escape(form.label)}</button>
      </form>`
    : '';
  const anchors = links.map((link) => `<a href="${escape(link.href)}">${escape(link.label)}</a>`).join('\n        ');
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <title>${escape(title)} | ${escape(company.name)}</title>
    <style>${styles}
    </style>
  </head>
  <body>
    <main>
      <p>${escape(company.name)}</p>
      <h1>${escape(title)}</h1>
      ${paragraphs}
      ${button}
      <nav aria-label="${navLabels[language]}">
        ${anchors}
      </nav>
    </main>
  </body>
</html>
`;
}
