import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ticketViews, type StaffUser, type TicketView } from '@orisun/api';
import { Box, EmptyState, Heading, LoadError, SearchField, Spinner, Stack, Text, ToastProvider, VisuallyHidden, Workspace } from '@orisun/ui';
import { MousePointerClick } from 'lucide-react';
import { isSignedOut, useStaffSession } from '../../api/staff.ts';
import { useStaffTickets, useTicketCounts } from '../../api/staffTickets.ts';
import { Providers } from '../../app/Providers.tsx';
import { useSearchBox } from '../../app/useSearchBox.ts';
import { staffDashboard as copy, staffWorkspace as workspaceCopy } from '../../content/staffDesk.ts';
import { signInPathFor } from '../StaffSignIn/nextPath.ts';
import { failureText } from '../../forms/failureText.ts';
import { deskHref, isOldDeskAddress, isTicketView, readDeskAddress, type DeskAddress } from './deskAddress.ts';
import { PersonMenu } from './PersonMenu.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { activateShortcutTarget, moveInList, toggleMarkedRow, useDeskShortcuts } from './useDeskShortcuts.ts';
import { sectionsFor, type DeskSectionEntry } from './sections.tsx';
import { OpenTicket } from './tickets/OpenTicket.tsx';
import { TicketList, ticketListHeadingId, ticketListQuery, ticketRowId } from './tickets/TicketList.tsx';

/**
 * `/admin/dashboard` without its providers (stories and tests give their own): the staff desk (docs/product.md §2.12
 * and §1.2) in its own full-height shell (the route's `shell: 'workspace'`). It needs a staff session
 * (`GET /api/auth/session`); without one (401) it sends the visitor to `/admin`, which brings them back here once
 * signed in.
 */
export function StaffDeskView() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = session.isError && isSignedOut(session.error);

  useEffect(() => {
    if (signedOut) void navigate(signInPathFor(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (session.data) return <Desk user={session.data.user} />;
  return (
    <main id="main" tabIndex={-1}>
      <Box padding="6">
        <Stack space="4">
          <Heading level={1} size="xl" id="admin-dashboard-title">
            {copy.heading}
          </Heading>
          {session.isError && !signedOut ? (
            <LoadError title={copy.sessionFailed} description={failureText(session.error)} retryLabel={copy.retryLabel} retrying={session.isFetching} onRetry={() => void session.refetch()} />
          ) : (
            <Stack space="3" align="left">
              <Spinner label={signedOut ? copy.redirecting : copy.checking} />
              <Text tone="muted" aria-hidden="true">
                {signedOut ? copy.redirecting : copy.checking}
              </Text>
            </Stack>
          )}
        </Stack>
      </Box>
    </main>
  );
}

/**
 * The desk: the top bar (the product, a search of every ticket, the person's menu), the side list of views with their
 * live counts (`GET /api/tickets/counts`) and the desk's other sections, and the main area. The address is the state
 * (`deskAddress.ts`): links change it, so Back, a reload and a shared link show the same place.
 */
function Desk({ user }: { user: StaffUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const read = readDeskAddress(params);
  const sections = sectionsFor(user.role);
  // A section this person may not see (a staff member on ?view=users) opens the default view instead.
  const address: DeskAddress = isTicketView(read.place) || sections.some((s) => s.value === read.place) ? read : { ...read, place: 'open' };
  const counts = useTicketCounts();
  // The box follows the address (Back to before a search empties it), and keeps what is typed after a search it sent.
  const { text, setText, sending } = useSearchBox(address.q);

  // Old links (?tab=inbox) become their new address, in place.
  useEffect(() => {
    if (isOldDeskAddress(params)) void navigate(deskHref(readDeskAddress(params)), { replace: true });
  }, [params, navigate]);

  const search = (value: string) => {
    const q = value.trim();
    if (q === address.q) return;
    sending(q);
    void navigate(deskHref({ place: isTicketView(address.place) ? address.place : 'open', q }), { replace: address.q !== '' && q !== '' });
  };
  const searching = address.q !== '';
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // The desk's keys (`?` lists them); Enter opens the row that has the focus, as any link.
  useDeskShortcuts({
    next: () => moveInList(1),
    previous: () => moveInList(-1),
    select: toggleMarkedRow,
    reply: () => activateShortcutTarget('r'),
    note: () => activateShortcutTarget('n'),
    assignMe: () => activateShortcutTarget('a'),
    help: () => setShortcutsOpen(true),
  });
  const placeLabel = isTicketView(address.place) ? workspaceCopy.views[address.place] : workspaceCopy.sections[address.place];

  return (
    <Workspace.Root>
      <Workspace.TopBar
        title={workspaceCopy.product}
        middle={
          <SearchField
            label={workspaceCopy.search.label}
            labelHidden
            placeholder={workspaceCopy.search.placeholder}
            searchRole
            value={text}
            onValueChange={setText}
            onSearch={search}
            debounce={400}
          />
        }
        end={<PersonMenu user={user} onShowShortcuts={() => setShortcutsOpen(true)} />}
      />
      <Workspace.Nav aria-label={workspaceCopy.navLabel}>
        <Workspace.NavGroup label={workspaceCopy.groups.tickets}>
          {ticketViews.map((view) => {
            const count = counts.data?.views[view];
            return (
              <Workspace.NavItem
                key={view}
                href={deskHref({ place: view })}
                current={!searching && address.place === view}
                count={count}
                countLabel={count === undefined ? undefined : workspaceCopy.ticketCount(count)}
              >
                {workspaceCopy.views[view]}
              </Workspace.NavItem>
            );
          })}
        </Workspace.NavGroup>
        <Workspace.NavGroup label={workspaceCopy.groups.desk}>
          {sections.map((entry) => (
            <SectionItem key={entry.value} entry={entry} current={address.place === entry.value} />
          ))}
        </Workspace.NavGroup>
      </Workspace.Nav>
      <Workspace.Main aria-labelledby="desk-title">
        <VisuallyHidden>
          <h1 id="desk-title">{`${workspaceCopy.product}: ${searching ? workspaceCopy.searchHeading(address.q) : placeLabel}`}</h1>
        </VisuallyHidden>
        {isTicketView(address.place) ? (
          <TicketsWorkspace address={address} view={address.place} user={user} />
        ) : (
          <Box padding={{ mobile: '4', tablet: '6' }}>
            {(() => {
              const section = sections.find((s) => s.value === address.place)!;
              return <section.Panel user={user} />;
            })()}
          </Box>
        )}
      </Workspace.Main>
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </Workspace.Root>
  );
}

/** A section of the side list. */
function SectionItem({ entry, current }: { entry: DeskSectionEntry; current: boolean }) {
  return entry.useCount ? (
    <CountedSectionItem entry={entry} useCount={entry.useCount} current={current} />
  ) : (
    <Workspace.NavItem href={deskHref({ place: entry.value })} current={current}>
      {workspaceCopy.sections[entry.value]}
    </Workspace.NavItem>
  );
}

/** A section with a count that needs attention (failed mail), shown when above 0. */
function CountedSectionItem({ entry, useCount, current }: { entry: DeskSectionEntry; useCount: () => number | undefined; current: boolean }) {
  const count = useCount();
  const shown = count ? count : undefined;
  return (
    <Workspace.NavItem
      href={deskHref({ place: entry.value })}
      current={current}
      count={shown}
      countLabel={shown === undefined ? undefined : entry.countLabel?.(shown)}
    >
      {workspaceCopy.sections[entry.value]}
    </Workspace.NavItem>
  );
}

/**
 * A view of the tickets: the list beside the open ticket (from a desktop's width), or one of the two (narrower: the
 * list, then the ticket alone under "Back to <view>"). Opening a ticket moves focus to its heading; closing it (Back)
 * returns focus to its row.
 */
function TicketsWorkspace({ address, view, user }: { address: DeskAddress; view: TicketView; user: StaffUser }) {
  const list = useStaffTickets(ticketListQuery(address, view));
  const listed = address.ticket ? list.data?.tickets.find((t) => t.reference === address.ticket) : undefined;
  const previous = useRef(address.ticket);
  // A ticket chosen here (not the one the page was loaded with) takes the focus to its heading.
  const [opened, setOpened] = useState(false);
  const [openedFor, setOpenedFor] = useState(address.ticket);
  if (openedFor !== address.ticket) {
    setOpenedFor(address.ticket);
    setOpened(address.ticket !== undefined);
  }

  // Closed (Back): the focus returns to the ticket's row.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = address.ticket;
    if (before && !address.ticket) document.getElementById(ticketRowId(before))?.focus();
  }, [address.ticket]);

  const listLabel = address.q ? workspaceCopy.searchHeading(address.q) : workspaceCopy.views[view];
  return (
    <Workspace.Split showing={address.ticket ? 'detail' : 'list'}>
      <Workspace.ListPane aria-labelledby={ticketListHeadingId}>
        <TicketList address={address} view={view} user={user} />
      </Workspace.ListPane>
      <Workspace.DetailPane aria-label={workspaceCopy.detailLabel}>
        {address.ticket ? (
          <OpenTicket
            reference={address.ticket}
            listed={listed}
            user={user}
            back={{ href: deskHref({ ...address, ticket: undefined }), label: workspaceCopy.back(listLabel) }}
            focusHeading={opened}
          />
        ) : (
          <EmptyState headingLevel={2} icon={MousePointerClick} title={workspaceCopy.noTicket.title} description={workspaceCopy.noTicket.description} />
        )}
      </Workspace.DetailPane>
    </Workspace.Split>
  );
}

/** `/admin/dashboard`: the staff desk, with its server state and toasts. Not prerendered: a shell page (noindex). */
export default function StaffDeskPage() {
  return (
    <Providers toasts={ToastProvider}>
      <StaffDeskView />
    </Providers>
  );
}
