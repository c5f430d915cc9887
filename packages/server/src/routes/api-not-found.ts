import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';

/**
 * Any `/api` path no route claims answers 404 in the error shape (instead of falling through to the
 * site's HTML 404 page), whatever the method.
 */
export async function apiNotFoundRoutes(app: FastifyInstance): Promise<void> {
  const notFound = async (request: { method: string; url: string }) => {
    throw new HttpError(404, `There is no API endpoint at ${request.method} ${request.url.split('?')[0] ?? ''}.`);
  };
  app.all('/api', notFound);
  app.all('/api/*', notFound);
}
