import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation as key/value pairs (`installed_at`, later e.g. the schema of seeded content).
 * One pg-core schema serves both drivers (PGlite and PostgreSQL).
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type AppMetaRow = typeof appMeta.$inferSelect;
