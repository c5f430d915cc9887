import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { deleteSignInDeviceByNonceHash, deleteStaleSignInDevices, findSignInDevice, insertSignInDevice, renewSignInDevice } from '../db/signInDevices.ts';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): after a successful staff
 * sign-in the browser gets a random 256-bit nonce in an httpOnly cookie, bound to that account in
 * `sign_in_devices` (only the nonce's SHA-256 is stored, so servers sharing one database share the devices and
 * no secret is needed). A later sign-in to the same account from that browser is a trusted one: its failures
 * lock only that cookie, and the lock-out that failures from untrusted clients put on the address does not
 * apply to it (auth/throttle.ts). Every successful sign-in replaces the nonce (a
 * stolen copy stops working once its owner signs in again).
 */
export const deviceCookieLifetimeMs = 365 * 24 * 60 * 60_000;

/** With an https PUBLIC_URL, `__Host-`: Secure, Path=/ and no Domain, like the session cookie. */
export function deviceCookieName(publicUrl: string): string {
  return isHttps(publicUrl) ? '__Host-orisun_device' : 'orisun_device';
}

const isHttps = (publicUrl: string) => publicUrl.startsWith('https:');

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export class DeviceCookies {
  readonly cookieName: string;
  readonly #publicUrl: string;
  readonly #db: Database;

  constructor(config: Pick<Config, 'publicUrl'>, db: Database) {
    this.#publicUrl = config.publicUrl;
    this.#db = db;
    this.cookieName = deviceCookieName(config.publicUrl);
  }

  #nonceOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.cookieName];
    return value && value.length <= 200 ? value : undefined;
  }

  /**
   * The id of the trusted device the request comes from, when its cookie is one we issued for the account of
   * `emailLower`; undefined otherwise (no cookie, an unknown one, or one of another account: an untrusted client).
   */
  async trustedDeviceFor(request: FastifyRequest, emailLower: string): Promise<string | undefined> {
    const nonce = this.#nonceOf(request);
    if (nonce === undefined) return undefined;
    const found = await findSignInDevice(this.#db, hashNonce(nonce));
    return found && found.emailLower === emailLower ? found.device.id : undefined;
  }

  /** After a successful sign-in to `accountId`: a new device cookie (the one the browser came with is dropped). */
  async issue(request: FastifyRequest, reply: FastifyReply, accountId: string, at: Date): Promise<void> {
    const nonce = randomBytes(32).toString('base64url');
    const old = this.#nonceOf(request);
    const known = old === undefined ? undefined : await findSignInDevice(this.#db, hashNonce(old));
    if (known && known.device.accountId === accountId) {
      await renewSignInDevice(this.#db, known.device.id, hashNonce(nonce), at);
    } else {
      if (known) await deleteSignInDeviceByNonceHash(this.#db, known.device.nonceHash);
      await deleteStaleSignInDevices(this.#db, new Date(at.getTime() - deviceCookieLifetimeMs));
      await insertSignInDevice(this.#db, { nonceHash: hashNonce(nonce), accountId, at });
    }
    reply.setCookie(this.cookieName, nonce, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: isHttps(this.#publicUrl),
      maxAge: deviceCookieLifetimeMs / 1000,
    });
  }
}
