// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../site/src/runtime/routes.tsx';

/**
 * One name per screen (issue 21, section 5): a route's page folder `site/src/pages/<Page>`, its story file
 * `stories/pages/<Page>.stories.tsx` titled `Pages/<Page>`, and its copy `site/src/content/<page>.ts` (the folder's name
 * with a small first letter), which the folder imports. A pattern story is named after the component file it shows:
 * `stories/patterns/<Name>.stories.tsx`, titled `Patterns/<Name>`, imports a `<Name>.tsx`; or, for a composition of kit
 * parts that exists only as a story (it imports nothing from the site's pages), defines `<Name>` itself.
 * Read from the files themselves, so a rename that leaves one of them behind fails here.
 */
const root = path.resolve(import.meta.dirname, '..');

/** What the check reads of the tree; paths are relative to the repository. */
interface NamingTree {
  /** The route table's pages: `{ path: '/dashboard', page: 'CustomerTickets' }`. */
  routes: readonly { path: string; page: string }[];
  /** The folders of `site/src/pages`. */
  pageFolders: readonly string[];
  /** Each page folder's imported module specifiers, from all its files. */
  pageImports: Readonly<Record<string, readonly string[]>>;
  /** The files of `site/src/content` (`customerTickets.ts`). */
  contentFiles: readonly string[];
  /** The story files of `stories/pages` and `stories/patterns`: name without `.stories.tsx`, the meta's title, imports, the functions it defines. */
  pageStories: readonly StoryFile[];
  patternStories: readonly StoryFile[];
}

interface StoryFile {
  name: string;
  title: string | undefined;
  imports: readonly string[];
  defines: readonly string[];
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
/** `../../site/src/pages/Home/HomeFaq.tsx` -> `HomeFaq`. */
const moduleName = (specifier: string) => path.posix.basename(specifier).replace(/\.(tsx?|mts)$/, '');

/** Every disagreement between a screen's names, and every pattern story not named after what it shows. */
function namingProblems(tree: NamingTree): string[] {
  const problems: string[] = [];
  const folders = new Set(tree.pageFolders);
  const pageStories = new Map(tree.pageStories.map((s) => [s.name, s]));

  for (const route of tree.routes) {
    if (!folders.has(route.page)) problems.push(`route ${route.path}: no page folder site/src/pages/${route.page}`);
  }
  for (const page of tree.pageFolders) {
    if (!tree.routes.some((r) => r.page === page)) problems.push(`site/src/pages/${page}: no route shows it`);
    const story = pageStories.get(page);
    if (!story) problems.push(`site/src/pages/${page}: no story file stories/pages/${page}.stories.tsx`);
    else if (story.title !== `Pages/${page}`) problems.push(`stories/pages/${page}.stories.tsx: titled ${story.title ?? '(none)'}, not Pages/${page}`);
    const copy = `${lowerFirst(page)}.ts`;
    if (!tree.contentFiles.includes(copy)) problems.push(`site/src/pages/${page}: no copy file site/src/content/${copy}`);
    else if (!(tree.pageImports[page] ?? []).some((s) => s.endsWith(`/content/${copy}`)))
      problems.push(`site/src/pages/${page}: does not read its copy file site/src/content/${copy}`);
  }
  for (const story of tree.pageStories) {
    if (!folders.has(story.name)) problems.push(`stories/pages/${story.name}.stories.tsx: no page folder site/src/pages/${story.name}`);
  }
  for (const story of tree.patternStories) {
    const file = `stories/patterns/${story.name}.stories.tsx`;
    if (story.title !== `Patterns/${story.name}`) problems.push(`${file}: titled ${story.title ?? '(none)'}, not Patterns/${story.name}`);
    const showsFile = story.imports.some((s) => s.startsWith('.') && moduleName(s) === story.name && /\.tsx?$/.test(s));
    const storyOnly = story.defines.includes(story.name) && !story.imports.some((s) => s.includes('/site/src/pages/'));
    if (!showsFile && !storyOnly) problems.push(`${file}: shows no file ${story.name}.tsx`);
  }
  return problems;
}

/** The files under `dir` (recursively), as paths relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());
}

const importsOf = (file: string) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);

/** The story file's name, its meta's title (`const meta = { title: ... }` or `export default { title: ... }`) and what it defines. */
function readStory(file: string): StoryFile {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let title: string | undefined;
  const defines: string[] = [];
  const titleOf = (node: ts.Expression | undefined): string | undefined => {
    while (node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
    if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
    const property = node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === 'title');
    return property && ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) defines.push(statement.name.text);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        defines.push(declaration.name.text);
        if (declaration.name.text === 'meta') title ??= titleOf(declaration.initializer);
      }
    }
    if (ts.isExportAssignment(statement)) title ??= titleOf(statement.expression);
  }
  return { name: path.basename(file).replace(/\.stories\.tsx$/, ''), title, imports: importsOf(file), defines };
}

function readTree(): NamingTree {
  const pagesDir = path.join(root, 'site/src/pages');
  const pageFolders = readdirSync(pagesDir).filter((f) => statSync(path.join(pagesDir, f)).isDirectory());
  const storiesIn = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((f) => f.endsWith('.stories.tsx'))
      .map((f) => readStory(path.join(root, folder, f)));
  return {
    routes: siteRoutes.map(({ path: routePath, page }) => ({ path: routePath, page })),
    pageFolders,
    pageImports: Object.fromEntries(
      pageFolders.map((page) => [
        page,
        filesIn(path.join(pagesDir, page))
          .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
          .flatMap((f) => importsOf(path.join(pagesDir, page, f))),
      ]),
    ),
    contentFiles: readdirSync(path.join(root, 'site/src/content')),
    pageStories: storiesIn('stories/pages'),
    patternStories: storiesIn('stories/patterns'),
  };
}

describe('one name per screen, and pattern stories named after their files', () => {
  const tree = readTree();

  it('reads the site: every route, page folder, page story and pattern story', () => {
    expect(tree.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/dashboard', '/admin', '/admin/dashboard', '/support']));
    expect(tree.pageFolders.length).toBeGreaterThan(20);
    expect(tree.pageStories.length).toBe(tree.pageFolders.length);
    expect(tree.patternStories.length).toBeGreaterThan(15);
  });

  it('each route\'s page folder, its story (Pages/<Page>) and its copy file (content/<page>.ts) share one name', () => {
    expect(namingProblems(tree)).toEqual([]);
  });

  it('names the screens issue 21 named', () => {
    const pageOf = (routePath: string) => tree.routes.find((r) => r.path === routePath)?.page;
    expect(pageOf('/dashboard')).toBe('CustomerTickets');
    expect(pageOf('/admin')).toBe('StaffSignIn');
    expect(pageOf('/admin/dashboard')).toBe('StaffDesk');
    expect(pageOf('/support')).toBe('Support');
  });

  it('finds each kind of disagreement (the checker itself works)', () => {
    const story = (name: string, title: string | undefined, imports: string[] = [], defines: string[] = []): StoryFile => ({ name, title, imports, defines });
    const broken: NamingTree = {
      routes: [
        { path: '/dashboard', page: 'CustomerTickets' },
        { path: '/admin/dashboard', page: 'StaffDesk' },
        { path: '/support', page: 'Support' },
        { path: '/gone', page: 'Gone' },
      ],
      pageFolders: ['CustomerTickets', 'StaffDesk', 'Support', 'Orphan'],
      pageImports: {
        CustomerTickets: ['../../content/ticketPage.ts'],
        StaffDesk: ['../../content/staffDesk.ts'],
        Support: ['../../content/forms.ts'],
        Orphan: ['../../content/orphan.ts'],
      },
      contentFiles: ['ticketPage.ts', 'staffDesk.ts', 'support.ts', 'orphan.ts'],
      pageStories: [story('TicketPage', 'Pages/TicketPage'), story('StaffDesk', 'Pages/SupportDashboard'), story('Support', 'Pages/Support'), story('Orphan', 'Pages/Orphan')],
      patternStories: [
        story('HomeFaq', 'Patterns/HomeFaq', ['../../site/src/pages/Home/HomeFaq.tsx']),
        story('FAQ', 'Patterns/FAQ', ['../../site/src/pages/Home/HomeFaq.tsx']),
        story('ThreadDialog', 'Patterns/ForumThreadDialog', ['../../site/src/pages/Forum/ThreadDialog.tsx'], ['Dialog']),
        story('ProjectBriefForm', 'Patterns/ProjectBriefForm', ['../../site/src/pages/Home/ProjectBriefDialog.tsx'], ['ProjectBriefForm']),
        story('StaffTicketList', 'Patterns/StaffTicketList', ['@orisun/ui', '../components/tickets.ts'], ['StaffTicketList']),
      ],
    };
    expect(namingProblems(broken)).toEqual([
      'route /gone: no page folder site/src/pages/Gone',
      'site/src/pages/CustomerTickets: no story file stories/pages/CustomerTickets.stories.tsx',
      'site/src/pages/CustomerTickets: no copy file site/src/content/customerTickets.ts',
      'stories/pages/StaffDesk.stories.tsx: titled Pages/SupportDashboard, not Pages/StaffDesk',
      'site/src/pages/Support: does not read its copy file site/src/content/support.ts',
      'site/src/pages/Orphan: no route shows it',
      'stories/pages/TicketPage.stories.tsx: no page folder site/src/pages/TicketPage',
      'stories/patterns/FAQ.stories.tsx: shows no file FAQ.tsx',
      'stories/patterns/ThreadDialog.stories.tsx: titled Patterns/ForumThreadDialog, not Patterns/ThreadDialog',
      'stories/patterns/ProjectBriefForm.stories.tsx: shows no file ProjectBriefForm.tsx',
    ]);
  });
});
