import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (root) writes a new migration to packages/server/drizzle from src/db/schema.ts.
// Migrations are applied by the server itself at start (src/db/index.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
