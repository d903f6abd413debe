import { once } from 'node:events';
import archiver from 'archiver';
import zipEncrypted from 'archiver-zip-encrypted';
import { extension } from 'mime-types';
import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { FileStorage } from '../file/file-storage';
import { MessageFile } from '../message/message-file.entity';
import { MessageType } from '../message/message.entity';
import { MESSAGE_COLUMNS, type MessageRow } from '../message/message-view';
import { formatClock, SenderNames, transcriptLine, transcriptText } from '../message/transcript-export';
import { rangeBounds, type ReportRange } from './report-range';

if (!archiver.isRegisteredFormat('zip-encrypted')) archiver.registerFormat('zip-encrypted', zipEncrypted);

/** Conversations and messages read per query while the archive streams. */
const CONVERSATION_PAGE = 200;
const MESSAGE_PAGE = 500;

/** Where mime-db's first extension is not the one people know. */
const USUAL_EXTENSION: Record<string, string> = { 'audio/webm': 'webm', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg' };

/**
 * A stored file's extension, from its (sniffed, allowed) type and never from its name: the zip's
 * directory is not encrypted, and a name's last dot can hold anything ("anna.chen").
 */
export function archiveExtension(contentType: string | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const ext = USUAL_EXTENSION[type] ?? extension(type);
  return ext && /^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin';
}

export interface ArchiveRequest {
  workspaceId: string;
  range: ReportRange;
  includeFile: boolean;
  includeVoice: boolean;
  /** The workspace's report password: the archive's AES-256 password. */
  password: string;
  now: Date;
}

interface ConversationFacts {
  id: string;
  name: string | null;
  source: string;
  status: string;
  created_at: Date;
  customer_name: string | null;
  customer_email: string | null;
}

/**
 * A message-history archive (spec §3 export job): a zip encrypted with AES-256 (WinZip AE-2, which
 * 7-Zip, macOS Archive Utility alternatives and WinZip open), with a README, one folder per
 * conversation that had messages in the range (workspace time zone) holding its transcript
 * (times, senders, internal notes marked), and its files and voice messages when asked. Entries
 * are appended one at a time as the zip drains, so memory stays flat however large the history.
 *
 * AES encrypts an entry's bytes, not its name: the central directory is readable without the
 * password. So entries are named by ids only (`<conversation id>/transcript.txt`,
 * `<conversation id>/files/<message id>.<extension of its type>`); the customer, the conversation's
 * name and each file's own name are written inside the encrypted transcript and README.
 */
export class ExportArchive {
  readonly stream: Readable;
  private readonly zip: archiver.Archiver;
  /** Aborted with the reason the job failed: every wait for the zip ends with it. */
  private readonly stopped = new AbortController();
  conversations = 0;

  constructor(
    private readonly m: EntityManager,
    private readonly storage: FileStorage,
    private readonly q: ArchiveRequest,
  ) {
    this.zip = archiver.create(
      'zip-encrypted' as archiver.Format,
      {
        zlib: { level: 6 },
        encryptionMethod: 'aes256',
        password: q.password,
      } as archiver.ArchiverOptions,
    );
    this.stream = this.zip;
  }

  /** Writes every entry, then finishes the zip; the caller consumes `stream` meanwhile. */
  async build(): Promise<void> {
    const { range } = this.q;
    const index: string[] = [];
    for await (const c of this.candidates()) {
      if (await this.conversation(c, c.id)) {
        index.push(`${c.id}  ${formatClock(c.created_at, range.timeZone).slice(0, 10)}  ${c.customer_name ?? c.name ?? '(no customer)'}`);
        this.conversations += 1;
      }
    }
    const readme = [
      'Parley message history',
      `Days: ${range.from} to ${range.to} (${range.timeZone})`,
      `Exported: ${formatClock(this.q.now, range.timeZone)}`,
      `Conversations: ${this.conversations}`,
      `Files included: ${this.q.includeFile ? 'yes' : 'no'}; voice messages included: ${this.q.includeVoice ? 'yes' : 'no'}`,
      '',
      'Each folder holds one conversation and is named by its id: transcript.txt lists its messages of',
      'those days, oldest first, with the time, the sender and the text; internal notes are marked',
      '"(internal)". Files and voice messages are in its files folder, named by message id; the',
      "transcript gives each one's own name: [file: report.pdf] → files/<message id>.pdf",
      '',
      'Conversations (id, started, customer):',
      ...index,
      '',
    ].join('\n');
    await this.entry(readme, 'README.txt');
    await this.zip.finalize();
  }

  /**
   * Stops the build and the zip (the job failed, here or in the storage taking the zip): the wait
   * for an entry ends, the stored file being read is closed, and the zip's stream errors, so a
   * storage upload leaves nothing behind. Without it, a storage that failed left the build waiting
   * forever for a zip nobody read, holding the file it was appending open. Once is enough.
   */
  abort(err: Error): void {
    if (this.stopped.signal.aborted) return;
    this.stopped.abort(err);
    this.zip.abort();
    // The job that calls this handles `err`; the listener keeps a zip whose reader is gone (the
    // upload failed first) from raising it a second time as an uncaught error.
    this.zip.on('error', () => undefined);
    this.zip.destroy(err);
  }

  /** Appends one entry and waits until the zip has taken it in (its back-pressure reaches us here). */
  private async entry(source: string | Readable, name: string): Promise<void> {
    try {
      this.stopped.signal.throwIfAborted();
      const taken = once(this.zip, 'entry', { signal: this.stopped.signal });
      this.zip.append(source, { name, date: this.q.now });
      await taken;
    } catch (err) {
      if (typeof source !== 'string') source.destroy();
      throw this.stopped.signal.aborted ? (this.stopped.signal.reason as Error) : err;
    }
  }

  /**
   * Conversations that may have messages in the range: created before it ends and changed since it
   * began (each message moves updated_at), oldest first, a page at a time.
   */
  private async *candidates(): AsyncGenerator<ConversationFacts> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const params: unknown[] = [this.q.workspaceId];
      const { start, end } = rangeBounds(this.q.range, params);
      let keyset = '';
      if (after) {
        params.push(after.at, after.id);
        keyset = ` AND (c.created_at, c.id) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
      }
      const page: ConversationFacts[] = await this.m.query(
        `SELECT c.id, c.name, c.source, c.status, c.created_at, cu.display_name AS customer_name, cu.email AS customer_email
         FROM conversation c LEFT JOIN customer cu ON cu.id = c.customer_id
         WHERE c.workspace_id = $1 AND c.created_at < ${end} AND c.updated_at >= ${start}${keyset}
         ORDER BY c.created_at, c.id LIMIT ${CONVERSATION_PAGE}`,
        params,
      );
      yield* page;
      if (page.length < CONVERSATION_PAGE) return;
      const last = page[page.length - 1]!;
      after = { at: last.created_at, id: last.id };
    }
  }

  /** The conversation's transcript and files; false when it had no message in the range. */
  private async conversation(c: ConversationFacts, folder: string): Promise<boolean> {
    const { range } = this.q;
    const tz = range.timeZone;
    const names = new SenderNames(this.m, this.q.workspaceId);
    const customer = c.customer_name ? `${c.customer_name}${c.customer_email ? ` <${c.customer_email}>` : ''}` : '(none: agents only)';
    const lines: string[] = [
      `Conversation: ${c.name ?? c.id}`,
      `Conversation id: ${c.id}`,
      `Customer: ${customer}`,
      `Source: ${c.source}`,
      `Status: ${c.status}`,
      `Started: ${formatClock(c.created_at, tz)}`,
      `Days: ${range.from} to ${range.to} (${tz})`,
      '',
      '',
    ];
    const files: { row: MessageRow; name: string }[] = [];
    let count = 0;
    let after = 0;
    for (;;) {
      const params: unknown[] = [c.id, after];
      const { start, end } = rangeBounds(range, params);
      const rows: MessageRow[] = await this.m.query(
        `SELECT ${MESSAGE_COLUMNS} FROM message
         WHERE conversation_id = $1 AND seq > $2 AND deleted_at IS NULL AND created_at >= ${start} AND created_at < ${end}
         ORDER BY seq LIMIT ${MESSAGE_PAGE}`,
        params,
      );
      await names.load(rows);
      for (const r of rows) {
        count += 1;
        const wanted = (r.meta.type === MessageType.file && this.q.includeFile) || (r.meta.type === MessageType.audio && this.q.includeVoice);
        let text = transcriptText(r.meta);
        if (wanted) {
          const name = `files/${r.id}.${archiveExtension(r.meta.file?.contentType)}`;
          files.push({ row: r, name });
          // A voice message's line has no name of its own: the transcript is where it is kept.
          text += ` → ${name}${r.meta.type === MessageType.audio && r.meta.file?.name ? ` (${r.meta.file.name})` : ''}`;
        }
        lines.push(transcriptLine(formatClock(r.created_at, tz), names.of(r), r.internal, text).trimEnd());
      }
      if (rows.length < MESSAGE_PAGE) break;
      after = Number(rows[rows.length - 1]!.seq);
    }
    if (count === 0) return false;
    await this.entry(`${lines.join('\n')}\n`, `${folder}/transcript.txt`);
    for (const f of files) {
      this.stopped.signal.throwIfAborted();
      const stored = await this.m.getRepository(MessageFile).findOneBy({ messageId: f.row.id });
      const body = stored ? await this.storage.get(stored.storageKey) : null;
      if (body) await this.entry(body.body, `${folder}/${f.name}`);
    }
    return true;
  }
}
