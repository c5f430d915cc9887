import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A visitor id: 128 random bits as 32 hex digits. */
const visitorIdPattern = /^[0-9a-f]{32}$/;
/** `<id>.<issued, seconds in base 36>.<HMAC-SHA256 of both, base64url, 128 bits>`. */
const signedPattern = /^([0-9a-f]{32})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/** What a visitor cookie says: whose it is, and whether this server issued it (signed) or it is an older plain id. */
export interface VisitorCookie {
  id: string;
  issued: boolean;
}

/**
 * The forum visitor cookie's value, signed with the installation's key (`forumVisitorKey`): the server gives one on a
 * forum read, and a like, report or post needs one it gave (issue 23: three cookie-less reports were three visitors,
 * and any 32 hex digits made a new one). Cookies of before the signature are plain ids: still who the visitor is for
 * reading, and for writing when the visitor wrote before (its row exists); a read gives them the signed form.
 */
export function visitorCookies(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 22);
  return {
    newId: () => randomBytes(16).toString('hex'),
    issue(id: string, at: Date): string {
      const payload = `${id}.${Math.floor(at.getTime() / 1000).toString(36)}`;
      return `${payload}.${mac(payload)}`;
    },
    read(value: string | undefined): VisitorCookie | undefined {
      if (value === undefined) return undefined;
      if (visitorIdPattern.test(value)) return { id: value, issued: false };
      const match = signedPattern.exec(value);
      if (!match) return undefined;
      const [, id, issued, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(`${id}.${issued}`));
      return timingSafeEqual(expected, Buffer.from(signature)) ? { id, issued: true } : undefined;
    },
  };
}
export type VisitorCookies = ReturnType<typeof visitorCookies>;
