import { authMessages, endpoints } from '@orisun/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeviceCookies } from '../auth/devices.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { currentStaff } from '../auth/sessions.ts';
import { finishSignInAttempt, startSignInAttempt } from '../auth/throttle.ts';
import type { Config } from '../config.ts';
import type { OpenedDatabase } from '../db/index.ts';
import { findAccountByEmail, staffUserOf, updateAccount } from '../db/staff.ts';
import { endpointRoute } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';

export interface AuthRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
  database: OpenedDatabase;
  now: () => Date;
}

/**
 * Staff sign-in, sign-out and "who am I". A wrong password, an unknown address and a disabled account get
 * the same 401 after the same work (an unknown address is checked against a dummy hash), so neither the
 * answer nor its timing tells which addresses have accounts. The throttles (auth/throttle.ts) answer 429; a
 * browser that signed in to the account before (its device cookie, auth/devices.ts) is throttled on its own.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, database, now }) => {
  const { db } = database;
  const devices = new DeviceCookies(config, db);

  app.route({
    ...endpointRoute(endpoints.signIn),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const emailLower = email.toLowerCase();
      const deviceId = await devices.trustedDeviceFor(request, emailLower);
      const started = await startSignInAttempt(db, request.ip, emailLower, now(), 'staff', deviceId);
      if ('retryAfterSeconds' in started) {
        request.log.warn({ retryAfterSeconds: started.retryAfterSeconds, trustedDevice: deviceId !== undefined }, 'sign-in throttled');
        reply.header('retry-after', String(started.retryAfterSeconds));
        throw new HttpError(429, authMessages.tooManyAttempts(started.retryAfterSeconds));
      }
      const account = await findAccountByEmail(db, email);
      const matches = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
      const signedIn = account !== undefined && matches && !account.disabled;
      await finishSignInAttempt(db, started.attemptId, signedIn ? 'succeeded' : 'failed');
      if (!signedIn) {
        // Which of the three it was stays in the log only (the answer is the same).
        request.log.info({ attempt: started.attemptId, reason: !account ? 'unknown address' : matches ? 'disabled' : 'wrong password' }, 'sign-in refused');
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      await app.sessions.start(request, reply, account);
      await devices.issue(request, reply, account.id, now());
      await updateAccount(db, account.id, { lastSignInAt: now() });
      request.log.info({ account: account.id, role: account.role }, 'signed in');
      return reply.status(200).send({ user: staffUserOf(account) });
    },
  });

  app.route({
    ...endpointRoute(endpoints.signOut),
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.status(200).send({ message: authMessages.signedOut });
    },
  });

  // A visitor's check is a 200 too (`user: null`), so a browser shows no failed request for it.
  app.route({
    ...endpointRoute(endpoints.session),
    handler: async (request, reply) => reply.status(200).send({ user: (await currentStaff(app.sessions, request, reply)) ?? null }),
  });
};
