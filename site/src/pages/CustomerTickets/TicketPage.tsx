import { lazy, Suspense, useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Inbox, LogIn, LogOut, Mail, Phone, RotateCcw } from 'lucide-react';
import {
  Box,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Fact,
  Grid,
  Heading,
  Inline,
  Link,
  Spinner,
  Stack,
  Text,
  useToast,
} from '@orisun/ui';
import type { ClientTicketList } from '@orisun/api';
import { useCustomerTickets, useTicketLinkSignIn, useTicketSignOut } from '../../api/customerTickets.ts';
import { mayHaveCustomerSession } from '../../api/customerSession.ts';
import { browserAddress, TicketAddressContext, withoutLink } from './address.ts';
import { ticketPage } from '../../content/customerTickets.ts';
import { apiOutcome } from '../../forms/apiOutcome.ts';
import { Island } from '../../islands/Island.tsx';
import { signInProblem, type SignInProblem } from './signInProblem.ts';
import { AlertCard } from '../../forms/AlertCard.tsx';
import type { TicketSignInFormProps } from './TicketSignInForm.tsx';

/**
 * A ticket with its conversation and reply box (CustomerTicket.tsx, with TicketReplyForm.tsx and react-hook-form): a
 * chunk of its own, loaded once the visitor is signed in, so a signed-out visit does not carry it.
 */
const CustomerTicket = lazy(() => import('./CustomerTicket.tsx').then((module) => ({ default: module.CustomerTicket })));

/**
 * The sign-in form (TicketSignInForm.tsx) as an island on intent (TicketSignInForm.island.tsx): prerendered in the page,
 * readable and fillable at once; its code loads when the visitor heads for it (or at once where it shows later: after
 * 'Log out', under a limited session's ticket).
 */
function SignInForm(props: TicketSignInFormProps) {
  return <Island load="intent" name="TicketSignInForm" props={props} />;
}

/**
 * The customer ticket page (`/dashboard`) inside its providers (the island, CustomerTickets.island.tsx):
 * - with a customer session (the cookie), the visitor's tickets at once (`POST /api/client-tickets`);
 * - without one (`email: null`), the sign-in form (e-mail and ticket ID);
 * - with `?link=<secret>` from the mail, signs in with it first (`POST /api/ticket-auth/link`) and takes
 *   the secret out of the address at once (replacing the history entry, so Back never shows it); a
 *   used or expired link says so above the sign-in form.
 * Signed in: 'Your Support Tickets', the address signed in and 'Log out', then every ticket of that
 * address with its conversation and reply box (or an empty state). The support line and mailbox are
 * on the page whatever the state.
 * Until the server answers, the page shows the signed-out view, which is also what the prerender writes: the sign-in
 * form is real HTML from the first paint (the page's LCP), and a signed-out visitor (most of them) sees nothing change;
 * the mail's link (`?link=`) and a browser that last saw a session show the pending view instead, once hydrated.
 */
export function CustomerTicketPage() {
  const given = useContext(TicketAddressContext);
  const [address] = useState(() => given ?? browserAddress());
  const { toast } = useToast();
  // Read once: the address loses it at once (the first render is the same as the prerendered page's: pending).
  const [link] = useState(() => new URLSearchParams(address.search()).get('link'));
  const [linkSettled, setLinkSettled] = useState(false);
  // Whether to show 'Opening your tickets…' rather than the sign-in form while the server is asked: the mail's link is
  // signing in, or this browser last saw a session (api/customerSession.ts). Decided after the first render, which is
  // the prerender's (the signed-out view): Preact's hydration takes the HTML as it is; the frame after it.
  const [expectSession, setExpectSession] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | undefined>();
  const linkSignIn = useTicketLinkSignIn();
  const signOut = useTicketSignOut();
  const tickets = useCustomerTickets({ enabled: link === null || linkSettled });
  const heading = useRef<HTMLHeadingElement>(null);
  /** Focus goes to the page's heading once the next view is on screen (after signing in or out). */
  const focusHeadingNext = useRef(false);
  const [focusSignIn, setFocusSignIn] = useState(false);
  const linkUsed = useRef(false);

  const signInWithLink = useEffectEvent(() => {
    if (link === null || linkUsed.current) return;
    linkUsed.current = true; // once, also when React runs effects twice (StrictMode): the link works once
    address.replaceSearch(withoutLink(address.search()));
    linkSignIn.mutateAsync(link).then(
      () => {
        focusHeadingNext.current = true;
        toast({ type: 'success', title: ticketPage.signIn.authenticated });
      },
      (error: unknown) => {
        const outcome = apiOutcome(error);
        if (!(outcome.kind === 'failed' && outcome.status === 401)) console.error('The sign-in link did not sign in:', error);
        setProblem(signInProblem(outcome, 'link', ticketPage.signInError));
      },
    ).finally(() => setLinkSettled(true));
  });
  useEffect(() => signInWithLink(), []);
  useEffect(() => {
    if (link === null && !mayHaveCustomerSession()) return;
    const frame = requestAnimationFrame(() => setExpectSession(true));
    return () => cancelAnimationFrame(frame);
  }, [link]);

  const data: ClientTicketList | null | undefined = tickets.data;
  const view: 'pending' | 'signedOut' | 'signedIn' | 'error' =
    data === null ? 'signedOut' : data ? 'signedIn' : tickets.isError ? 'error' : 'pending';

  // A limited session becoming a full one is a new view too (its heading changes).
  const shown = view === 'signedIn' && data?.limited ? 'limited' : view;
  useEffect(() => {
    if (shown === 'pending' || !focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    heading.current?.focus();
  }, [shown]);

  const logOut = async () => {
    try {
      await signOut.mutateAsync();
      setProblem(undefined);
      setFocusSignIn(true);
    } catch (error) {
      console.error('Log out failed:', error);
      toast({ type: 'error', title: ticketPage.signedIn.logOutFailed });
    }
  };

  const contacts = <TicketSupportContacts />;

  if (view === 'signedIn' && data) {
    return (
      <PageFrame headingRef={heading} heading={data.limited ? ticketPage.limited.heading : ticketPage.signedIn.heading}>
        <Inline space="3" align="between">
          <Text>
            {ticketPage.signedIn.signedInAs}{' '}
            <Text as="strong" weight="semibold" data-part="SignedInEmail">
              {data.email}
            </Text>
          </Text>
          <Button variant="outline" icon={<LogOut />} disabled={signOut.isPending} onClick={() => void logOut()}>
            {signOut.isPending ? ticketPage.signedIn.loggingOutLabel : ticketPage.signedIn.logOutLabel}
          </Button>
        </Inline>
        {tickets.isError && <ListError refetch={() => void tickets.refetch()} />}
        {data.tickets.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={ticketPage.signedIn.empty.title}
            description={ticketPage.signedIn.empty.description}
            action={<ButtonLink href={ticketPage.signedIn.empty.actionHref}>{ticketPage.signedIn.empty.actionLabel}</ButtonLink>}
          />
        ) : (
          <Stack space="3">
            <Text tone="muted">{data.limited ? ticketPage.limited.note : ticketPage.signedIn.count(data.tickets.length)}</Text>
            <Suspense fallback={<PendingStatus />}>
              <Stack as="ul" space="5" aria-label={ticketPage.signedIn.listLabel}>
                {data.tickets.map((ticket) => (
                  <CustomerTicket key={ticket.id} ticket={ticket} copy={ticketPage.ticket} replyCopy={ticketPage.reply} />
                ))}
              </Stack>
            </Suspense>
          </Stack>
        )}
        {data.limited && (
          <OtherTickets
            email={data.email}
            problem={problem}
            onProblemChange={setProblem}
            onSignedIn={() => {
              focusHeadingNext.current = true;
              setProblem(undefined);
            }}
          />
        )}
        {contacts}
      </PageFrame>
    );
  }

  // While the server is asked, the sign-in form (the prerendered view), unless a session is expected (see above).
  if (view === 'signedOut' || (view === 'pending' && !expectSession)) {
    return (
      <PageFrame headingRef={heading} heading={ticketPage.signIn.heading} intro={ticketPage.signIn.intro}>
        <noscript>
          <Text weight="medium">{ticketPage.noScript}</Text>
        </noscript>
        <Grid columns={{ mobile: 1, desktop: 2 }} space="6">
          <SignInForm
            copy={ticketPage.signIn}
            errorCopy={ticketPage.signInError}
            problem={problem}
            onProblemChange={setProblem}
            onSignedIn={() => {
              focusHeadingNext.current = true;
              setProblem(undefined);
            }}
            focusOnMount={focusSignIn}
          />
          <Stack space="5">
            {contacts}
            <Card padding="lg">
              <Stack space="3">
                <Heading level={2} size="lg">
                  {ticketPage.signIn.newTicket}
                </Heading>
                <div>
                  <ButtonLink href={ticketPage.signIn.newTicketHref} variant="outline">
                    {ticketPage.signIn.newTicketLabel}
                  </ButtonLink>
                </div>
              </Stack>
            </Card>
          </Stack>
        </Grid>
      </PageFrame>
    );
  }

  if (view === 'error') {
    return (
      <PageFrame headingRef={heading} heading={ticketPage.signedIn.heading}>
        <ListError refetch={() => void tickets.refetch()} busy={tickets.isFetching} />
        {contacts}
      </PageFrame>
    );
  }

  return (
    <PageFrame headingRef={heading} heading={ticketPage.pending.heading}>
      <PendingStatus />
      {contacts}
    </PageFrame>
  );
}

/** 'Opening your tickets…' with a spinner: the mail's link signing in, the tickets' code on its way. */
function PendingStatus() {
  return (
    <Inline space="3">
      <Spinner label={ticketPage.pending.status} />
      <Text tone="muted" aria-hidden="true">
        {ticketPage.pending.status}
      </Text>
    </Inline>
  );
}

/** The page's band: its `h1` (focusable, so focus can land there after signing in or out) and the view. */
function PageFrame({
  heading,
  headingRef,
  intro,
  children,
}: {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box paddingY={{ mobile: '8', desktop: '10' }}>
      <Container>
        <Stack space="6">
          <Stack space="3">
            <Heading level={1} ref={headingRef} tabIndex={-1} id="tickets-title">
              {heading}
            </Heading>
            {intro && (
              <Text size="lg" tone="muted">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * Under the one ticket of a limited session (the support form's): the other tickets of the address need the full
 * sign-in. 'Sign in to see all your tickets' shows the sign-in form (focused), which replaces the session.
 */
function OtherTickets({
  email,
  problem,
  onProblemChange,
  onSignedIn,
}: {
  email: string;
  problem: SignInProblem | undefined;
  onProblemChange: (problem: SignInProblem | undefined) => void;
  onSignedIn: () => void;
}) {
  const [open, setOpen] = useState(false);
  const copy = ticketPage.limited;
  return (
    <Stack space="4" data-part="OtherTickets">
      <Card padding="lg">
        <Stack space="3">
          <Heading level={2} size="lg">
            {copy.othersHeading}
          </Heading>
          <Text tone="muted">{copy.othersBody(email)}</Text>
          {!open && (
            <div>
              <Button variant="outline" icon={<LogIn />} onClick={() => setOpen(true)}>
                {copy.showSignInLabel}
              </Button>
            </div>
          )}
        </Stack>
      </Card>
      {open && (
        <div>
          <SignInForm
            copy={ticketPage.signIn}
            heading={copy.formHeading}
            errorCopy={ticketPage.signInError}
            problem={problem}
            onProblemChange={onProblemChange}
            onSignedIn={onSignedIn}
            focusOnMount
          />
        </div>
      )}
    </Stack>
  );
}

/** 'Error fetching tickets' (docs/product.md §2.10), with a way to try again. */
function ListError({ refetch, busy = false }: { refetch: () => void; busy?: boolean }) {
  return (
    <AlertCard title={ticketPage.listError.title} detail={ticketPage.listError.body}>
      <div>
        <Button variant="outline" icon={<RotateCcw />} onClick={refetch} loading={busy}>
          {ticketPage.listError.retryLabel}
        </Button>
      </div>
    </AlertCard>
  );
}

/** The support line and mailbox (docs/product.md §2.10: the page gives the contact details for support). */
function TicketSupportContacts() {
  const { contacts } = ticketPage;
  return (
    <Card padding="lg" data-part="Contacts">
      <Stack space="3">
        <Heading level={2} size="lg">
          {contacts.heading}
        </Heading>
        <Text tone="muted">{contacts.body}</Text>
        <Stack as="ul" space="2">
          <Fact icon={Phone} label={contacts.phoneLabel}>
            <Link href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</Link>
          </Fact>
          <Fact icon={Mail} label={contacts.emailLabel}>
            <Link href={`mailto:${contacts.email}`}>{contacts.email}</Link>
          </Fact>
        </Stack>
      </Stack>
    </Card>
  );
}
