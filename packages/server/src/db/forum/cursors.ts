import type { ForumThreadRow } from '../schema.ts';

/** The list's keyset: pinned, bumped, id (all descending). */
export interface Cursor {
  pinned: boolean;
  bumpedAt: Date;
  id: string;
}

export function encodeCursor(row: Pick<ForumThreadRow, 'isPinned' | 'bumpedAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.isPinned ? 1 : 0, row.bumpedAt.toISOString(), row.id])).toString('base64url');
}

/** The cursor's keyset, or undefined when it is not one this server made. */
export function decodeCursor(cursor: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [pinned, bumped, id] = value as unknown[];
    if ((pinned !== 0 && pinned !== 1) || typeof bumped !== 'string' || typeof id !== 'string') return undefined;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    const bumpedAt = new Date(bumped);
    if (Number.isNaN(bumpedAt.getTime()) || bumpedAt.toISOString() !== bumped) return undefined;
    return { pinned: pinned === 1, bumpedAt, id };
  } catch {
    return undefined;
  }
}
