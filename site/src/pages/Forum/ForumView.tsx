import { lazy, Suspense, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { MessageSquarePlus, RotateCw, ShieldCheck, LogOut } from 'lucide-react';
import { forumCategories, forumTabs, type ForumTab, type ForumThreadPage, type ForumThreadSummary } from '@orisun/api';
import { forumThreadSlotId } from '@orisun/api/routing';
import {
  Box,
  Button,
  Card,
  CardButton,
  Container,
  Grid,
  Heading,
  Inline,
  PageHero,
  SearchField,
  Spinner,
  Stack,
  Tabs,
  Text,
  ThreadRow,
  useToast,
} from '@orisun/ui';
import { useForumSession, useForumSignOut, useForumThread, useForumThreads } from '../../api/forum.ts';
import { forumCategoryDescriptions, forumPage as copy, forumPopularTags, forumThread } from '../../content/forum.ts';
import { threadIdOf, useForumHistory, useForumLocation, useHydrated } from './address.ts';
import { EmojiTargets, EmojiTargetsContext } from './emoji.ts';
import { failureText } from '../../forms/failureText.ts';
import { relativeTime } from './relativeTime.ts';
import { useSavedThreads } from './savedThreads.ts';

const loadThreadDialog = () => import('./ThreadDialog.tsx');
const loadNewThreadDialog = () => import('./NewThreadDialog.tsx');
const loadAdminLoginDialog = () => import('./AdminLoginDialog.tsx');
const ThreadDialog = lazy(loadThreadDialog);
const NewThreadDialog = lazy(loadNewThreadDialog);
const AdminLoginDialog = lazy(loadAdminLoginDialog);

/** The id of the block the server fills with a shared thread's HTML (no JavaScript, link previews): ThreadArticle.tsx. */
export const sharedThreadId = forumThreadSlotId;

/** The path of a thread's own page (its dialog over the forum). */
export const threadPath = (id: string) => `/forum/threads/${id}`;

const isTab = (value: string | null): value is ForumTab => forumTabs.includes(value as ForumTab);

/**
 * The empty message of a list (docs/product.md §2.13), where it belongs: the Saved tab, a category's name as the
 * search, any other search, or a forum with no threads yet.
 */
export function emptyMessage(tab: ForumTab, search: string): string {
  if (tab === 'saved') return copy.empty.saved;
  const category = forumCategories.some((name) => name.toLowerCase() === search.trim().toLowerCase());
  if (category) return copy.empty.category;
  if (search.trim()) return copy.empty.search;
  return copy.empty.none;
}

/**
 * `/forum` and `/forum/threads/:id` without providers (stories and tests give their own): the community forum
 * (docs/product.md §2.13). The tab and the search are in the URL (`?tab=popular&q=bug`), so a search
 * can be shared and Back restores it; a thread's dialog has its own URL.
 */
export function ForumView() {
  const hydrated = useHydrated();
  const history = useForumHistory();
  const location = useForumLocation();
  const threadId = threadIdOf(location.pathname);
  const params = new URLSearchParams(location.search);
  const { toast } = useToast();
  const [emojiTargets] = useState(() => new EmojiTargets());

  const tab: ForumTab = hydrated && isTab(params.get('tab')) ? (params.get('tab') as ForumTab) : 'recent';
  const search = hydrated ? (params.get('q') ?? '').trim() : '';
  // The search box follows the URL (Back, a tag, a category) and keeps what is typed in between.
  const [typed, setTyped] = useState(search);
  const [typedFor, setTypedFor] = useState(search);
  if (typedFor !== search) {
    setTypedFor(search);
    setTyped(search);
  }

  const saved = useSavedThreads();
  const savedIds = hydrated ? saved.ids : [];
  const list = useForumThreads({ tab, search, saved: savedIds });
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
  // hydration matches; hidden once the dialog has the thread from the API.
  const [sharedHtml] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(sharedThreadId)?.innerHTML ?? '')));
  const shared = useForumThread(hydrated ? threadId : undefined);

  /** Changes the query of the URL (a new history entry, so Back returns to the list as it was). */
  const show = (next: { tab?: ForumTab; q?: string }) => {
    const query = new URLSearchParams(location.search);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'recent') query.delete('tab');
    else query.set('tab', nextTab);
    const q = (next.q ?? search).trim();
    if (q) query.set('q', q);
    else query.delete('q');
    const text = query.toString();
    history.push({ pathname: location.pathname, search: text ? `?${text}` : '' });
  };

  const searchFor = (text: string) => {
    setTyped(text);
    show({ tab: 'recent', q: text });
  };

  // ThreadRow calls this on a plain click only, after its own preventDefault (a modified or middle click keeps
  // the link's behaviour), so the dialog opens with the thread's own address.
  const openThread = (thread: ForumThreadSummary) => (event: MouseEvent<HTMLAnchorElement>) => {
    opener.current = event.currentTarget;
    openerHref.current = event.currentTarget.getAttribute('href');
    void loadThreadDialog();
    history.push({ pathname: threadPath(thread.id), search: location.search }, { fromList: true });
  };

  const closeThread = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) history.back();
    else history.replace({ pathname: '/forum', search: location.search });
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
  const listTitleId = `forum-list-${tab}`;

  return (
    <EmojiTargetsContext value={emojiTargets}>
      <PageHero
        headingId="forum-title"
        heading={copy.heading}
        intro={
          <>
            {copy.intro}{' '}
            {firstPage && (
              <Text as="span" weight="semibold">
                {copy.discussions(firstPage.discussions)}
              </Text>
            )}
          </>
        }
        actions={
          <Inline space="3">
            <Button
              ref={newThreadButton}
              icon={<MessageSquarePlus />}
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
        }
      />
      <Box paddingY={{ mobile: '8', desktop: '10' }}>
        <Container>
          <Stack space="8">
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
            {threadId !== undefined && (
              <div
                id={sharedThreadId}
                hidden={shared.isSuccess || undefined}
                // The server's rendering of ThreadArticle (escaped by the renderer), given back as it came.
                dangerouslySetInnerHTML={{ __html: sharedHtml }}
              />
            )}
            <SearchField
              label={copy.searchLabel}
              labelHidden
              searchRole
              placeholder={copy.searchPlaceholder}
              value={typed}
              onValueChange={setTyped}
              onSearch={(text) => {
                if (text.trim() !== search) show({ q: text });
              }}
            />

            <Stack as="section" space="4" aria-labelledby="forum-categories">
              <Heading level={2} size="lg" id="forum-categories">
                {copy.categoriesHeading}
              </Heading>
              <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="4">
                {forumCategories.map((name) => (
                  <Card key={name} padding="md">
                    <Stack space="2">
                      <Heading level={3} size="md">
                        <CardButton onClick={() => searchFor(name)}>{name}</CardButton>
                      </Heading>
                      <Text tone="muted">{forumCategoryDescriptions[name]}</Text>
                      {counts.has(name) && (
                        <Text size="sm" weight="semibold">
                          {copy.categoryThreads(counts.get(name) ?? 0)}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                ))}
              </Grid>
            </Stack>

            <Tabs.Root value={tab} onValueChange={(value) => show({ tab: value as ForumTab })}>
              <Tabs.List aria-label={copy.tabsLabel}>
                {forumTabs.map((value) => (
                  <Tabs.Trigger key={value} value={value}>
                    {copy.tabs[value].label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {forumTabs.map((value) => (
                <Tabs.Content key={value} value={value}>
                  {value === tab && (
                    <Stack as="section" space="4" aria-labelledby={listTitleId} aria-busy={list.isPlaceholderData || undefined}>
                      <Inline space="3" alignY="baseline">
                        <Heading level={2} size="lg" id={listTitleId}>
                          {copy.tabs[tab].title}
                        </Heading>
                        {(firstPage || (tab === 'saved' && savedIds.length === 0)) && (
                          <Text tone="muted" aria-live="polite">
                            ({copy.listCount(firstPage?.total ?? 0)})
                          </Text>
                        )}
                        {list.isPlaceholderData && <Spinner size="sm" label={copy.searching} />}
                      </Inline>
                      {tab === 'saved' && savedIds.length === 0 ? (
                        <Text>{copy.empty.saved}</Text>
                      ) : list.isPending ? (
                        <>
                          <Spinner label={copy.loading} />
                          <noscript>
                            <Text>{copy.noScript}</Text>
                          </noscript>
                        </>
                      ) : list.isError && !list.data ? (
                        <Card tone="critical" padding="md" role="alert">
                          <Stack space="3">
                            <Text weight="semibold">{copy.loadFailed}</Text>
                            <Text>{failureText(list.error, forumThread)}</Text>
                            <div>
                              <Button variant="outline" icon={<RotateCw />} onClick={() => void list.refetch()}>
                                {copy.retry}
                              </Button>
                            </div>
                          </Stack>
                        </Card>
                      ) : threads.length === 0 ? (
                        <Text>{emptyMessage(tab, search)}</Text>
                      ) : (
                        <Stack as="ul" space="4" dividers>
                          {threads.map((thread) => (
                              <ThreadRow
                                key={thread.id}
                                title={thread.title}
                                href={threadPath(thread.id)}
                                onOpen={openThread(thread)}
                                category={thread.category}
                                author={thread.author}
                                adminPost={thread.isAdminPost}
                                pinned={thread.isPinned}
                                solved={thread.isSolved}
                                likes={thread.likes}
                                replies={thread.replies}
                                replyLikes={thread.replyLikes}
                                postedAt={<time dateTime={thread.createdAt}>{relativeTime(thread.createdAt)}</time>}
                                preview={thread.content}
                                tags={thread.tags}
                                onTagClick={searchFor}
                                saved={saved.isSaved(thread.id)}
                                onSavedChange={(next) => saved.setSaved(thread.id, next)}
                                lastReply={
                                  thread.lastReplyAt && thread.lastReplyBy ? (
                                    <time dateTime={thread.lastReplyAt}>{copy.lastReply(thread.lastReplyBy, relativeTime(thread.lastReplyAt))}</time>
                                  ) : undefined
                                }
                              />
                          ))}
                        </Stack>
                      )}
                      {list.hasNextPage && (
                        <div>
                          <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                            {copy.loadMore}
                          </Button>
                        </div>
                      )}
                    </Stack>
                  )}
                </Tabs.Content>
              ))}
            </Tabs.Root>

            <Stack as="section" space="4" aria-labelledby="forum-tags">
              <Heading level={2} size="lg" id="forum-tags">
                {copy.tagsHeading}
              </Heading>
              <Inline as="ul" space="2">
                {forumPopularTags.map((tag) => (
                  <Button key={tag} size="sm" variant="soft" tone="neutral" aria-pressed={search === tag} onClick={() => searchFor(tag)}>
                    {`#${tag}`}
                  </Button>
                ))}
              </Inline>
            </Stack>
          </Stack>
        </Container>
      </Box>

      {hydrated && threadId !== undefined && (
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
  );
}
