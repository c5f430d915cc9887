import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ComponentType, type MouseEvent, type RefObject } from 'react';
import { MessageSquarePlus, ShieldCheck, LogOut } from 'lucide-react';
import { forumCategories, forumTabs, type ForumTab, type ForumThreadPage, type ForumThreadSummary } from '@orisun/api';
import { forumListHref, forumListPath, forumThreadSlotId, parseForumListAddress, parseForumReplyPage, type ForumListAddress } from '@orisun/api/routing';
import {
  Box,
  Button,
  ButtonLink,
  Card,
  ChipRow,
  Container,
  Heading,
  Inline,
  Link,
  LinkTabs,
  LoadError,
  PageHero,
  SearchField,
  Spinner,
  Stack,
  Tag,
  Text,
  ThreadRow,
  UiProvider,
  useToast,
  type LinkComponentProps,
} from '@orisun/ui';
import { useForumSession, useForumSignOut, useForumThreads } from '../../api/forum.ts';
import { authorName, forumPage as copy, forumPopularTags, forumThread, threadRowLabels } from '../../content/forum.ts';
import { threadIdOf, useForumHistory, useForumLocation, useHydrated } from './address.ts';
import { localeHref } from '../../i18n/index.ts';
import { EmojiTargets, EmojiTargetsContext } from './emoji.ts';
import { HydrateLater } from '../../islands/HydrateLater.tsx';
import { failureText } from '../../forms/failureText.ts';
import { useSearchBox } from '../../app/useSearchBox.ts';
import { relativeTime } from './relativeTime.ts';
import { useSavedThreads } from './savedThreads.ts';
import { WhenNear } from './WhenNear.tsx';
import type { ThreadPageProps } from './ThreadPage.tsx';

const loadThreadDialog = () => import('./ThreadDialog.tsx');
const loadNewThreadDialog = () => import('./NewThreadDialog.tsx');
const loadAdminLoginDialog = () => import('./AdminLoginDialog.tsx');
const ThreadDialog = lazy(loadThreadDialog);
/** ThreadPage's component once its code is here (`loadThreadPage`): a thread's page the server rendered hydrates with it. */
let loadedThreadPage: ComponentType<ThreadPageProps> | undefined;
/** ThreadPage's code, kept once it has come. */
export const loadThreadPage = () =>
  import('./ThreadPage.tsx').then((module) => {
    loadedThreadPage = module.default;
    return module;
  });
const LazyThreadPage = lazy(loadThreadPage);
const NewThreadDialog = lazy(loadNewThreadDialog);
const AdminLoginDialog = lazy(loadAdminLoginDialog);
const ForumName = lazy(() => import('./ForumName.tsx'));

/** The id of the block the server fills with a shared thread's HTML (no JavaScript, link previews): ThreadArticle.tsx. */
export const sharedThreadId = forumThreadSlotId;

/** A tag's list page. */
const tagHref = (tag: string) => forumListHref({ tab: 'recent', q: '', tag, page: 1 });

/** The path of a thread's own page (its dialog over the forum). */
export const threadPath = (id: string) => `/forum/threads/${id}`;

/** The list the forum shows before it reads the address (the prerender, and a page the server did not render). */
const firstList: ForumListAddress = { tab: 'recent', q: '', page: 1 };

/** The list a thread's dialog was opened over (kept in its history entry), else the whole forum's. */
const listUnder = (state: unknown): string => {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === 'string' ? list : '/forum';
};

/** The heading of a list: the tab's title, narrowed to a category, a tag or a search, and the page after the first. */
function listTitle(address: ForumListAddress): string {
  let title: string = copy.tabs[address.tab].title;
  if (address.category) title = copy.inCategory(title, address.category);
  if (address.tag) title = copy.withTag(title, address.tag);
  if (address.q) title = copy.matching(title, address.q);
  return address.page > 1 ? `${title}, ${copy.pageNumber(address.page)}` : title;
}

/**
 * The empty message of a list (docs/product.md §2.13), where it belongs: the Saved tab, a category's name as the
 * search, any other search, or a forum with no threads yet.
 */
export function emptyMessage(tab: ForumTab, search: string, inCategory = false): string {
  if (tab === 'saved') return copy.empty.saved;
  const category = inCategory || forumCategories.some((name) => name.toLowerCase() === search.trim().toLowerCase());
  if (category) return copy.empty.category;
  if (search.trim()) return copy.empty.search;
  return copy.empty.none;
}

export interface ForumViewProps {
  /**
   * The address of the list page the server rendered into the page (`ForumIslandProps`' `list`), its first page in the
   * query cache: the view reads the address at once, as the server did, so hydrating changes nothing. Without it
   * (the prerender, a thread's page) the list waits for hydration to read the address.
   */
  renderedList?: string;
  /**
   * The thread whose own page the server rendered (`ForumIslandProps`' `thread`), its answer in the query cache: the
   * page is that thread's ThreadPage from the first render, as the server rendered it, and hydrates in place. Without
   * it (the prerendered shell) the server's read-only HTML of the thread shows until the island has the thread.
   */
  renderedThread?: string;
}

/**
 * `/forum` and `/forum/threads/:id` without providers (stories and tests give their own): the community forum
 * (docs/product.md §2.13). Every list is a page of its own (`/forum?tab=solved&page=2`, `/forum/c/troubleshooting`,
 * `/forum/tag/api`, `/forum?q=webhook`, `@orisun/api/routing`'s `ForumListAddress`) that the server renders, and its
 * tabs, categories, tags and pages are links; with JavaScript they change the address in place. A thread's dialog has
 * its own URL.
 */
export function ForumView({ renderedList, renderedThread }: ForumViewProps = {}) {
  const hydrated = useHydrated();
  const history = useForumHistory();
  const location = useForumLocation();
  const threadId = threadIdOf(location.pathname);
  const { toast } = useToast();
  const [emojiTargets] = useState(() => new EmojiTargets());

  const listHref = threadId === undefined ? `${location.pathname}${location.search}` : listUnder(location.state);
  const address: ForumListAddress = (hydrated || renderedList !== undefined ? parseForumListAddress(...splitHref(listHref)) : undefined) ?? firstList;
  const { tab, q: search } = address;
  // The search box follows the URL (Back, a tag, a category) and keeps what is typed in between.
  const { text: typed, setText: setTyped, sending } = useSearchBox(search);

  const saved = useSavedThreads();
  const savedIds = hydrated ? saved.ids : [];
  // A thread's page opened from a link (not from the list) shows the thread: the list under its dialog loads once it
  // closes (issue 23: its threads were a fetch of about 20 KB on the thread page's first load).
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const list = useForumThreads({ tab, search, category: address.category, tag: address.tag, page: address.page, saved: savedIds, enabled: threadId === undefined || fromList });
  const firstPage: ForumThreadPage | undefined = list.data?.pages[0];
  const threads = list.data?.pages.flatMap((page) => page.threads) ?? [];

  const { admin } = useForumSession();
  const signOut = useForumSignOut();
  const [newThreadOpen, setNewThreadOpen] = useState(false);
  const [newThreadWanted, setNewThreadWanted] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const newThreadButton = useRef<HTMLButtonElement>(null);
  const loginButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openerHref = useRef<string | null>(null);
  // Where focus goes back when the thread's dialog closes: the row's link that opened it. A reply or a like
  // reloads the list, which may render that row anew, so the link is looked up again by its address then.
  const returnFocusTo = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        if (opener.current?.isConnected || openerHref.current === null) return opener.current;
        const href = openerHref.current;
        return [...document.querySelectorAll<HTMLAnchorElement>('[data-component="ThreadRow"] a[href]')].find((a) => a.getAttribute('href') === href) ?? null;
      },
      set current(element) {
        opener.current = element;
      },
    }),
    [],
  );

  // The shared thread's HTML the server put in the page (JavaScript off, link previews), kept as it is so the
  // hydration matches; the page shows it until its ThreadPage has the thread's own answer, and under the dialog when
  // the list opens that thread again (hiding it moved the page up under the dialog: a layout shift of 0.33 at 375 px).
  const [sharedHtml] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(sharedThreadId)?.innerHTML ?? '')));
  // The thread the page was opened at.
  const [pageThreadId] = useState(threadId);
  // That thread at its own address, not opened from the list: the thread is the page (ThreadPage), not a dialog over it.
  const threadIsPage = threadId !== undefined && threadId === pageThreadId && !fromList;
  // Its code here already (a page the server rendered the thread into): rendered at once, not through a Suspense.
  // Chosen once: another component type later would mount the page anew.
  const [ThreadPage] = useState(() => loadedThreadPage ?? LazyThreadPage);

  /** Shows the list page `href` (a new history entry, so Back returns to the list as it was). */
  const go = useCallback(
    (href: string) => {
      const [pathname, query] = splitHref(href);
      history.push({ pathname, search: query });
    },
    [history],
  );
  /** The forum's links: a plain click on a list page's address shows it in place, without loading the page. */
  const ForumLink = useMemo(() => forumLink(go), [go]);

  const show = (next: Partial<ForumListAddress>) => go(forumListHref({ ...address, page: 1, ...next }));

  // ThreadRow calls this on a plain click only, after its own preventDefault (a modified or middle click keeps
  // the link's behaviour), so the dialog opens with the thread's own address.
  const openThread = (thread: ForumThreadSummary) => (event: MouseEvent<HTMLAnchorElement>) => {
    opener.current = event.currentTarget;
    openerHref.current = event.currentTarget.getAttribute('href');
    void loadThreadDialog();
    history.push({ pathname: threadPath(thread.id), search: '' }, { fromList: true, list: listHref });
  };

  // Stable, so the thread's page (memo) is not drawn again when the forum around it renders again.
  const leaveDeletedThread = useCallback(() => history.replace({ pathname: '/forum', search: '' }), [history]);
  const { setSaved } = saved;
  const savePageThread = useCallback((next: boolean) => threadId !== undefined && setSaved(threadId, next), [setSaved, threadId]);
  const threadFallback = useMemo(() => sharedThread(sharedHtml), [sharedHtml]);

  const closeThread = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) history.back();
    else history.replace({ pathname: '/forum', search: '' });
  };

  const leaveAdmin = async () => {
    try {
      await signOut.mutateAsync();
      toast({ type: 'success', title: copy.loggedOut });
    } catch (error) {
      toast({ type: 'error', title: copy.logOutFailed, description: failureText(error, forumThread) });
    }
  };

  const counts = new Map(firstPage?.categories.map((c) => [c.name, c.threads]));
  const listTitleId = 'forum-list-title';
  const nextHref = list.hasNextPage ? forumListHref({ ...address, page: address.page + 1 }) : undefined;

  return (
    <UiProvider linkComponent={ForumLink}>
    <EmojiTargetsContext value={emojiTargets}>
      <PageHero
        headingId="forum-title"
        heading={copy.heading}
        intro={
          <>
            {copy.intro}{' '}
            {/* Not on a thread's page: its HTML has no list, and the count arriving would move the thread (a layout shift). */}
            {firstPage && threadId === undefined && (
              <Text as="span" weight="semibold">
                {copy.discussions(firstPage.discussions)}
              </Text>
            )}
          </>
        }
        actions={
          // Two buttons: hydrated after the rest, in a task of their own (a press before is held and given again).
          <HydrateLater scope="hero">
            <Inline space="3">
              <Button
                ref={newThreadButton}
                icon={<MessageSquarePlus />}
                data-requires-script=""
                aria-haspopup="dialog"
                onPointerEnter={() => void loadNewThreadDialog()}
                onFocus={() => void loadNewThreadDialog()}
                onClick={() => {
                  setNewThreadWanted(true);
                  setNewThreadOpen(true);
                }}
              >
                {copy.newThread}
              </Button>
              {!admin && (
                <Button
                  ref={loginButton}
                  variant="outline"
                  icon={<ShieldCheck />}
                  data-requires-script=""
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadAdminLoginDialog()}
                  onFocus={() => void loadAdminLoginDialog()}
                  onClick={() => {
                    setLoginWanted(true);
                    setLoginOpen(true);
                  }}
                >
                  {copy.adminLogin}
                </Button>
              )}
            </Inline>
          </HydrateLater>
        }
      />
      <Box paddingY={{ mobile: '5', tablet: '8', desktop: '10' }}>
        <Container>
          <Stack space={{ mobile: '5', tablet: '8' }}>
            {admin && (
              <Card tone="info" padding="md">
                <Inline space="4" alignY="center" align="between">
                  <Text weight="semibold">{copy.adminBanner}</Text>
                  <Button variant="outline" size="sm" icon={<LogOut />} loading={signOut.isPending} onClick={() => void leaveAdmin()}>
                    {copy.logOut}
                  </Button>
                </Inline>
              </Card>
            )}
            {threadId !== undefined &&
              (threadIsPage && (hydrated || threadId === renderedThread) ? (
                <Suspense fallback={threadFallback}>
                  <ThreadPage
                    threadId={threadId}
                    page={parseForumReplyPage(location.search) ?? 1}
                    fallback={threadFallback}
                    admin={admin}
                    saved={saved.isSaved(threadId)}
                    onSavedChange={savePageThread}
                    onDeleted={leaveDeletedThread}
                  />
                </Suspense>
              ) : (
                sharedThread(sharedHtml, threadId !== pageThreadId)
              ))}
            {/* A form the reader heads for: hydrated after the rest, in a task of its own, or at once when touched or focused. */}
            <HydrateLater scope="search">
              <form
                role="search"
                method="get"
                action={localeHref(forumListPath(address))}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (typed.trim() === search) return;
                  sending(typed.trim());
                  show({ q: typed.trim() });
                }}
              >
                {tab !== 'recent' && <input type="hidden" name="tab" value={tab} />}
                <SearchField
                  label={copy.searchLabel}
                  labelHidden
                  name="q"
                  placeholder={copy.searchPlaceholder}
                  value={typed}
                  onValueChange={setTyped}
                  onSearch={(text) => {
                    if (text.trim() === search) return;
                    sending(text.trim());
                    show({ q: text.trim() });
                  }}
                />
              </form>
            </HydrateLater>

            {/* One row on a phone (it scrolls sideways, a shadow at the edge that has more), so the threads come first. */}
            {/* Links only: hydrated after the rest, in a task of its own. */}
            <HydrateLater scope="cats">
              <nav aria-label={copy.categoriesLabel}>
                <ChipRow>
                  <Tag key="all" tone={address.category ? 'neutral' : 'accent'} href={forumListHref({ ...address, category: undefined, tag: undefined, q: '', page: 1 })} aria-current={address.category || address.tag ? undefined : 'page'}>
                    {copy.allCategories}
                  </Tag>
                  {forumCategories.map((name) => (
                    <Tag
                      key={name}
                      tone={address.category === name ? 'accent' : 'neutral'}
                      href={forumListHref({ tab: tab === 'saved' ? 'recent' : tab, q: '', category: name, page: 1 })}
                      aria-current={address.category === name ? 'page' : undefined}
                    >
                      {counts.has(name) ? `${name} (${counts.get(name) ?? 0})` : name}
                    </Tag>
                  ))}
                </ChipRow>
              </nav>
            </HydrateLater>

            <Stack space="4">
              {/* Links only: hydrated after the rest, in a task of its own. */}
              <HydrateLater scope="tabs">
                <LinkTabs
                  label={copy.tabsLabel}
                  tabs={forumTabs.map((value) => ({ href: forumListHref({ ...address, tab: value, page: 1 }), label: copy.tabs[value].label, current: value === tab }))}
                />
              </HydrateLater>
              <Stack as="section" space="4" aria-labelledby={listTitleId} aria-busy={list.isPlaceholderData || undefined}>
                <Inline space="3" alignY="baseline">
                  <Heading level={2} size="lg" id={listTitleId}>
                    {listTitle(address)}
                  </Heading>
                  {(firstPage || (tab === 'saved' && savedIds.length === 0 && hydrated)) && (
                    <Text tone="muted" aria-live="polite">
                      ({copy.listCount(firstPage?.total ?? 0)})
                    </Text>
                  )}
                  {list.isPlaceholderData && <Spinner size="sm" label={copy.searching} />}
                </Inline>
                {threadId !== undefined && (!hydrated || threadIsPage) ? (
                  // A thread's own page: the server rendered the thread, not a list.
                  <Text>
                    <Link href={listHref}>{copy.browseThreads}</Link>
                  </Text>
                ) : tab === 'saved' && !hydrated ? (
                  <>
                    <Spinner label={copy.loading} data-requires-script="" />
                    <noscript>
                      <Text>{copy.savedNeedsScript}</Text>
                    </noscript>
                  </>
                ) : tab === 'saved' && savedIds.length === 0 ? (
                  <Text>{copy.empty.saved}</Text>
                ) : list.isPending ? (
                  <>
                    <Spinner label={copy.loading} />
                    <noscript>
                      <Text>{copy.noScript}</Text>
                    </noscript>
                  </>
                ) : list.isError && !list.data ? (
                  <LoadError title={copy.loadFailed} description={failureText(list.error, forumThread)} retryLabel={copy.retry} retrying={list.isFetching} onRetry={() => void list.refetch()} />
                ) : threads.length === 0 ? (
                  <Text>{emptyMessage(tab, search, address.category !== undefined)}</Text>
                ) : (
                  <Stack as="ul" space="4" dividers>
                    {threads.map((thread) => (
                      // Each row of the server's list hydrates in a task of its own, after the rest of the page, as the reader
                      // scrolls near it (src/islands/later.ts); a thread saved in this browser with the page wherever it is
                      // (the server's row cannot show it). Its ids are scoped by its thread, not its place: a row keeps its
                      // scope as threads arrive above it, and a new first row numbered from its place repeated the old first
                      // row's ids (two rows named alike).
                      <HydrateLater key={thread.id} scope={`r${thread.id}`} withPage={saved.isSaved(thread.id)}>
                        <ThreadRow
                          labels={threadRowLabels}
                          title={thread.title}
                          href={threadPath(thread.id)}
                          onOpen={openThread(thread)}
                          category={thread.category}
                          author={authorName(thread.author)}
                          adminPost={thread.isAdminPost}
                          pinned={thread.isPinned}
                          solved={thread.isSolved}
                          likes={thread.likes}
                          replies={thread.replies}
                          replyLikes={thread.replyLikes}
                          postedAt={<time dateTime={thread.createdAt}>{relativeTime(thread.createdAt)}</time>}
                          preview={thread.deletedByAuthor ? forumThread.deletedByAuthor : thread.excerpt}
                          tags={thread.tags}
                          tagHref={tagHref}
                          saved={saved.isSaved(thread.id)}
                          onSavedChange={(next) => saved.setSaved(thread.id, next)}
                          lastReply={
                            thread.lastReplyAt && thread.lastReplyBy ? (
                              <time dateTime={thread.lastReplyAt}>{copy.lastReply(thread.lastReplyBy, relativeTime(thread.lastReplyAt))}</time>
                            ) : undefined
                          }
                        />
                      </HydrateLater>
                    ))}
                  </Stack>
                )}
                {nextHref && (
                  <div>
                    {/* The next page's own address (rel=next, JavaScript off, a crawler); with JavaScript the page is added below. */}
                    <ButtonLink
                      href={nextHref}
                      rel="next"
                      variant="outline"
                      aria-busy={list.isFetchingNextPage || undefined}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                        event.preventDefault();
                        if (!list.isFetchingNextPage) void list.fetchNextPage();
                      }}
                    >
                      {list.isFetchingNextPage ? copy.loading : copy.more}
                    </ButtonLink>
                  </div>
                )}
              </Stack>
            </Stack>

            {/* Links only: hydrated after the rest, in a task of its own. */}
            <HydrateLater scope="tags">
              <Stack as="section" space="4" aria-labelledby="forum-tags">
                <Heading level={2} size="lg" id="forum-tags">
                  {copy.tagsHeading}
                </Heading>
                <Inline as="ul" space="2">
                  {forumPopularTags.map((tag) => (
                      <Tag key={tag} tone={address.tag === tag ? 'accent' : 'neutral'} href={tagHref(tag)} aria-current={address.tag === tag ? 'page' : undefined}>
                        {`#${tag}`}
                      </Tag>
                  ))}
                </Inline>
              </Stack>
            </HydrateLater>
            {/* Whom this visitor posts as: under the list (threads first), its code loaded as the reader nears it. */}
            {hydrated && !admin && (
              <WhenNear name="ForumName">
                <ForumName />
              </WhenNear>
            )}
          </Stack>
        </Container>
      </Box>

      {hydrated && threadId !== undefined && !threadIsPage && (
        <Suspense fallback={null}>
          <ThreadDialog
            threadId={threadId}
            seed={threads.find((t) => t.id === threadId)}
            admin={admin}
            saved={saved.isSaved(threadId)}
            onSavedChange={(next) => saved.setSaved(threadId, next)}
            onClose={closeThread}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
      {newThreadWanted && (
        <Suspense fallback={null}>
          <NewThreadDialog open={newThreadOpen} onOpenChange={setNewThreadOpen} returnFocusTo={newThreadButton} />
        </Suspense>
      )}
      {loginWanted && !admin && (
        <Suspense fallback={null}>
          <AdminLoginDialog open={loginOpen} onOpenChange={setLoginOpen} returnFocusTo={loginButton} />
        </Suspense>
      )}
    </EmojiTargetsContext>
    </UiProvider>
  );
}

/**
 * The shared thread's HTML the server put in the page (ThreadArticle, escaped by the renderer), given back as it came;
 * `hidden` while a dialog of another thread is open over the page.
 */
function sharedThread(html: string, hidden = false) {
  return <div id={sharedThreadId} hidden={hidden || undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `/forum/c/x?tab=solved` -> `['/forum/c/x', '?tab=solved']`. */
function splitHref(href: string): [string, string] {
  const at = href.indexOf('?');
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/** A link of the forum's that shows a list page in place on a plain click (the island's own navigation). */
function forumLink(go: (href: string) => void) {
  return function ForumLink({ onClick, ...props }: LinkComponentProps) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- a link whose content the kit gives
      <a
        {...props}
        href={localeHref(props.href)}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          const [pathname, query] = splitHref(props.href);
          if (!parseForumListAddress(pathname, query)) return;
          event.preventDefault();
          go(props.href);
        }}
      />
    );
  };
}
