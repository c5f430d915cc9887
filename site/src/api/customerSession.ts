/**
 * Whether this browser last saw a customer session (the ticket page's list, the support form's answer): a hint kept in
 * `localStorage`, never a secret and never trusted (the session is an httpOnly cookie the page cannot read; the
 * server's answer to `POST /api/client-tickets` decides). The customer ticket page (`/dashboard`) reads it to show
 * 'Opening your tickets…' rather than its sign-in form while it asks the server, for a visitor who is probably signed
 * in; everyone else keeps the prerendered sign-in form.
 */
const key = 'orisun:customer-session';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (some private modes): no hint
  }
}

/** The last answer this browser saw was signed in. */
export function mayHaveCustomerSession(): boolean {
  try {
    return storage()?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Remembers what the server answered: `true` signed in (a list, a sign-in, the support form), `false` signed out. */
export function rememberCustomerSession(signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(key, '1');
    else storage()?.removeItem(key);
  } catch {
    // full or blocked storage: the hint is only a hint
  }
}
