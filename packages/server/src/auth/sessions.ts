import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages, ticketMessages, type StaffRole, type StaffUser } from '@orisun/api';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { deleteDeadSessions, deleteSession, deleteSessionBySecretHash, findCustomerSession, findStaffSession, insertSession, touchSession } from '../db/sessions.ts';
import { staffUserOf } from '../db/staff.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Sessions: a random 256-bit secret in an httpOnly cookie, only its SHA-256 in the `sessions` table. The server
 * ends a session after `idleMs` without a request and `absoluteMs` after sign-in, whatever the browser does.
 */
export const sessionLifetimes = {
  idleMs: 8 * 60 * 60_000,
  absoluteMs: 7 * 24 * 60 * 60_000,
  /** `last_seen_at` is written at most this often, so reading pages does not write on every request. */
  touchEveryMs: 60_000,
} as const;

/**
 * The cookie's name: with an https PUBLIC_URL, `__Host-` makes browsers accept it only when it is Secure, for
 * Path=/ and without a Domain, so no other subdomain can set or overwrite it.
 */
export function sessionCookieName(publicUrl: string): string {
  return isHttps(publicUrl) ? '__Host-orisun_session' : 'orisun_session';
}

const isHttps = (publicUrl: string) => publicUrl.startsWith('https:');

export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface AuthOptions {
  config: Pick<Config, 'publicUrl'>;
  db: Database;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler for routes only staff may use: 401 without a live staff session (none, expired, or its
     * account disabled), 403 when `role` is `admin` and the account is not. Sets `request.staff`.
     * `app.route({ ..., preHandler: app.requireStaff('admin') })`
     */
    requireStaff(role?: StaffRole): preHandlerAsyncHookHandler;
    /**
     * A preHandler for the customer ticket page's calls: 401 without a live customer session. Sets
     * `request.customer`: the only address those calls answer for, and the one ticket when the session is limited.
     */
    requireCustomer(): preHandlerAsyncHookHandler;
    /** Sessions: start one at sign-in, end one at sign-out. */
    sessions: SessionManager;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff`. */
    staff?: StaffUser;
    /** The signed-in customer, set by `requireCustomer`. */
    customer?: CustomerSession;
  }
}

/**
 * A live customer session: the address (lower-cased) and, for a session the support form started, the one ticket
 * (`tickets.id`) it may see; `ticketId` null is the full session of the address.
 */
export interface CustomerSession {
  email: string;
  ticketId: string | null;
}

export class SessionManager {
  readonly cookieName: string;
  readonly #options: AuthOptions;

  constructor(options: AuthOptions) {
    this.#options = options;
    this.cookieName = sessionCookieName(options.config.publicUrl);
  }

  #cookieOptions() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      secure: isHttps(this.#options.config.publicUrl),
    };
  }

  secretOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.cookieName];
    return value && value.length <= 200 ? value : undefined;
  }

  /**
   * Starts a staff session for `account` and sets its cookie. Any session the request came with is ended
   * first, so every sign-in gets a new id (no session fixation).
   */
  async start(request: FastifyRequest, reply: FastifyReply, account: { id: string }): Promise<void> {
    await this.#startSession(request, reply, { kind: 'staff', subjectId: account.id, subjectEmail: null });
  }

  /**
   * Starts a customer session for `email` (lower-cased) and sets its cookie; any earlier session is ended. With
   * `ticketId`, the session is limited to that ticket (the support form's, see `startLimitedCustomer`).
   */
  async startCustomer(request: FastifyRequest, reply: FastifyReply, email: string, ticketId: string | null = null): Promise<void> {
    await this.#startSession(request, reply, { kind: 'customer', subjectId: null, subjectEmail: email.toLowerCase(), ticketId });
  }

  /**
   * After the support form took a ticket: a customer session limited to that ticket, so 'Track your Ticket' opens it
   * without the e-mail and the reference typed again, and shows nothing else of the address. A browser that holds a
   * full session of the same address keeps it (no downgrade), and a staff session is left alone (one cookie holds
   * one session; the staff member signs in on /dashboard like a customer). Otherwise (none, a limited one, another
   * address's) the new limited session replaces it. Answers whether one was started.
   */
  async startLimitedCustomer(request: FastifyRequest, reply: FastifyReply, email: string, ticketId: string): Promise<boolean> {
    const emailLower = email.toLowerCase();
    const current = await this.customerOf(request);
    if (current && current.email === emailLower && current.ticketId === null) return false;
    if (!current && (await this.staffOf(request))) return false;
    await this.startCustomer(request, reply, emailLower, ticketId);
    return true;
  }

  async #startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    subject: { kind: 'staff' | 'customer'; subjectId: string | null; subjectEmail: string | null; ticketId?: string | null },
  ): Promise<void> {
    const { db, now } = this.#options;
    const at = now();
    await this.end(request, reply);
    await deleteDeadSessions(db, at, new Date(at.getTime() - sessionLifetimes.idleMs));
    const secret = randomBytes(32).toString('base64url');
    await insertSession(db, {
      secretHash: hashSessionSecret(secret),
      ...subject,
      createdAt: at,
      expiresAt: new Date(at.getTime() + sessionLifetimes.absoluteMs),
    });
    reply.setCookie(this.cookieName, secret, { ...this.#cookieOptions(), maxAge: sessionLifetimes.absoluteMs / 1000 });
  }

  /** Ends the request's session (if any) and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const secret = this.secretOf(request);
    if (secret === undefined) return;
    await deleteSessionBySecretHash(this.#options.db, hashSessionSecret(secret));
    this.clearCookie(reply);
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, this.#cookieOptions());
  }

  /** The staff member of the request's session, or undefined (a dead session is deleted on the way). */
  async staffOf(request: FastifyRequest): Promise<StaffUser | undefined> {
    const secret = this.secretOf(request);
    if (secret === undefined) return undefined;
    const { db, now } = this.#options;
    const found = await findStaffSession(db, hashSessionSecret(secret));
    if (!found) return undefined;
    const { session, account } = found;
    const at = now().getTime();
    const dead =
      !account ||
      account.disabled ||
      at >= session.expiresAt.getTime() ||
      at - session.lastSeenAt.getTime() >= sessionLifetimes.idleMs;
    if (dead) {
      await deleteSession(db, session.id);
      return undefined;
    }
    if (at - session.lastSeenAt.getTime() >= sessionLifetimes.touchEveryMs) await touchSession(db, session.id, new Date(at));
    return staffUserOf(account);
  }

  /**
   * The customer of the request's session (the lower-cased e-mail, and the ticket of a limited session), or
   * undefined; the same idle and absolute expiry as staff. A staff session is not a customer session, nor the
   * other way round.
   */
  async customerOf(request: FastifyRequest): Promise<CustomerSession | undefined> {
    const secret = this.secretOf(request);
    if (secret === undefined) return undefined;
    const { db, now } = this.#options;
    const session = await findCustomerSession(db, hashSessionSecret(secret));
    if (!session || session.subjectEmail === null) return undefined;
    const at = now().getTime();
    if (at >= session.expiresAt.getTime() || at - session.lastSeenAt.getTime() >= sessionLifetimes.idleMs) {
      await deleteSession(db, session.id);
      return undefined;
    }
    if (at - session.lastSeenAt.getTime() >= sessionLifetimes.touchEveryMs) await touchSession(db, session.id, new Date(at));
    return { email: session.subjectEmail, ticketId: session.ticketId };
  }
}

/**
 * The staff member of the request's session, or undefined; a cookie of a session that ended (expired, signed out
 * elsewhere, account disabled) is cleared. (A customer's cookie is left alone: it is a live session of the ticket page.)
 */
export async function currentStaff(manager: SessionManager, request: FastifyRequest, reply: FastifyReply): Promise<StaffUser | undefined> {
  const staff = await manager.staffOf(request);
  if (!staff && manager.secretOf(request) !== undefined && (await manager.customerOf(request)) === undefined) manager.clearCookie(reply);
  return staff;
}

/** The customer of the request's session, or undefined; a dead cookie is cleared (a staff one is left alone). */
export async function currentCustomer(manager: SessionManager, request: FastifyRequest, reply: FastifyReply): Promise<CustomerSession | undefined> {
  const customer = await manager.customerOf(request);
  if (customer === undefined && manager.secretOf(request) !== undefined && !(await manager.staffOf(request))) manager.clearCookie(reply);
  return customer;
}

/** Cookies, the session manager and `requireStaff` on the app (call before registering routes). */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  await app.register(cookie);
  const manager = new SessionManager(options);
  app.decorate('sessions', manager);
  app.decorateRequest('staff', undefined);
  app.decorate('requireStaff', (role?: StaffRole): preHandlerAsyncHookHandler => async (request, reply) => {
    const staff = await currentStaff(manager, request, reply);
    if (!staff) throw new HttpError(401, authMessages.signInRequired);
    if (role === 'admin' && staff.role !== 'admin') throw new HttpError(403, authMessages.adminOnly);
    request.staff = staff;
  });
  app.decorateRequest('customer', undefined);
  app.decorate('requireCustomer', (): preHandlerAsyncHookHandler => async (request, reply) => {
    const customer = await currentCustomer(manager, request, reply);
    if (customer === undefined) throw new HttpError(401, ticketMessages.signInRequired);
    request.customer = customer;
  });
}
