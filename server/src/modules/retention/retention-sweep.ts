import type { DataSource, EntityManager } from 'typeorm';
import { deleteObjects, type FileStorage } from '../file/file-storage';
import { purgeMessages } from '../message/message-purge';

/** Rows deleted per transaction: short transactions, so sends in the same workspace never wait long. */
export const RETENTION_BATCH = 1000;

export interface RetentionCounts {
  messages: number;
  files: number;
  bytes: number;
}

/** The cutoff of a policy of `days`, by the database's clock (the one that stamped the messages). */
export async function cutoffOf(m: EntityManager, days: number): Promise<Date> {
  const [row]: { cutoff: Date }[] = await m.query(`SELECT now() - make_interval(days => $1::int) AS cutoff`, [days]);
  return row!.cutoff;
}

/** How many messages, files and bytes are older than the cutoff (the dry run): counts only, nothing deleted. */
export async function countOlder(m: EntityManager, workspaceId: string, cutoff: Date): Promise<RetentionCounts> {
  const [msg]: { n: string }[] = await m.query(`SELECT count(*) AS n FROM message WHERE workspace_id = $1 AND created_at < $2`, [workspaceId, cutoff]);
  const [files]: { n: string; bytes: string }[] = await m.query(
    `SELECT count(*) AS n, coalesce(sum(f.size + coalesce(f.preview_size, 0)), 0) AS bytes
     FROM message_file f JOIN message mm ON mm.id = f.message_id
     WHERE mm.workspace_id = $1 AND mm.created_at < $2`,
    [workspaceId, cutoff],
  );
  return { messages: Number(msg!.n), files: Number(files!.n), bytes: Number(files!.bytes) };
}

/**
 * Deletes every message of the workspace created before the cutoff, RETENTION_BATCH at a time, and
 * their files: for each batch the stored objects go first (a delete of a missing object is no
 * error), then, in one short transaction, the rows with their quotes and the list summaries that
 * showed them (message/message-purge.ts). A failure stops the sweep where it is; the rows still
 * there are found again by the next run, so a retried or repeated run deletes exactly what is
 * left. Report figures (message counts, first response) are history and stay; inbox counters do
 * not count messages.
 */
export async function sweepOlder(ds: DataSource, storage: FileStorage, workspaceId: string, cutoff: Date, batch = RETENTION_BATCH): Promise<RetentionCounts> {
  const totals: RetentionCounts = { messages: 0, files: 0, bytes: 0 };
  for (;;) {
    const rows: { id: string; conversation_id: string }[] = await ds.query(
      // The order of message_recent read backwards: a batch is the next entries of the index, not a sort.
      `SELECT id, conversation_id FROM message WHERE workspace_id = $1 AND created_at < $2 ORDER BY created_at, conversation_id, seq LIMIT $3`,
      [workspaceId, cutoff, batch],
    );
    if (rows.length === 0) return totals;
    const ids = rows.map((r) => r.id);
    const files: { storage_key: string; preview_key: string | null; bytes: string }[] = await ds.query(
      `SELECT storage_key, preview_key, size + coalesce(preview_size, 0) AS bytes FROM message_file WHERE message_id = ANY($1::uuid[])`,
      [ids],
    );
    const keys = files.flatMap((f) => (f.preview_key ? [f.storage_key, f.preview_key] : [f.storage_key]));
    await deleteObjects(storage, keys);
    const conversations = [...new Set(rows.map((r) => r.conversation_id))].sort();
    const deleted = await ds.transaction(async (m) => {
      // The conversations first, in one order: a send to one of them waits, and the summaries below see every committed message.
      await m.query(`SELECT id FROM conversation WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [conversations]);
      return purgeMessages(m, ids, conversations);
    });
    totals.messages += deleted;
    totals.files += files.length;
    totals.bytes += files.reduce((sum, f) => sum + Number(f.bytes), 0);
    if (rows.length < batch) return totals;
  }
}
