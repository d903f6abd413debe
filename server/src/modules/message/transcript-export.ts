import type { EntityManager } from 'typeorm';
import { attachmentDisposition, BOM, fileSafe } from '../../common/csv';
import { forbidden, notFound } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { resolveAccess } from '../conversation/conversation-access';
import { defaultName, selectByIds } from '../conversation/conversation-query';
import { FILE_SUBTYPE, MessageType, type MessageMeta, type SenderType } from './message.entity';
import { MESSAGE_COLUMNS, type MessageRow } from './message-view';

/** Messages read per query: the transcript streams, so a long conversation never sits in memory at once. */
export const TRANSCRIPT_PAGE = 500;

export interface Transcript {
  filename: string;
  /** Content-Disposition value: an ASCII fallback name and the conversation's own name (RFC 6266 / 5987). */
  disposition: string;
  contentType: string;
  /** The text, a page of messages at a time; nothing is read before the consumer asks. */
  chunks: AsyncIterable<string>;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, f);
  }
  return f;
}

/** Offsets change only on quarter-hour boundaries (every real zone and transition): one lookup per quarter hour. */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset from UTC (ms) at `ms`, from Intl once per quarter hour and zone. */
function offsetAt(ms: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const quarter = Math.floor(ms / QUARTER_HOUR);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const at = quarter * QUARTER_HOUR;
    const p = Object.fromEntries(
      formatterOf(timeZone)
        .formatToParts(new Date(at))
        .map((x) => [x.type, x.value]),
    );
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - at;
    // A long export touches a few thousand quarters at most; a server running for months, more: start over.
    if (zone.size > 100_000) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `YYYY-MM-DD HH:mm:ss` in a time zone. Reports format hundreds of thousands of times: the zone's
 * offset comes from Intl once per quarter hour, the text from plain arithmetic.
 */
export function formatClock(at: Date, timeZone: string): string {
  const ms = at.getTime();
  const local = new Date(ms + offsetAt(ms, timeZone));
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** What a message says in one line of text: its words, or a bracketed stand-in for what is not text. */
export function transcriptText(meta: MessageMeta): string {
  switch (meta.type) {
    case MessageType.audio:
      return '[audio]';
    case MessageType.file:
      return `[${meta.subtype === FILE_SUBTYPE.imageWithPreview ? 'image' : 'file'}: ${meta.file?.name ?? 'unnamed'}]`;
    case MessageType.element:
      return `[card] ${(meta.element?.elements ?? []).map((e) => e.title).join('; ')}`;
    case MessageType.inlineInput: {
      const form = meta.inlineInput;
      const answers = (form?.input ?? []).map((i) => {
        const value = typeof i.value === 'string' && i.value !== '' ? i.value : '(not answered)';
        return `${String(i.title ?? i.inputId)}: ${value}`;
      });
      return `[form] ${form?.title ?? ''}${answers.length ? ` | ${answers.join(' | ')}` : ''}`;
    }
    case MessageType.template: {
      const params = (meta.template?.displayParams ?? []).map((p) => `${p.name}=${p.value}`);
      return `[template] ${meta.template?.name ?? ''}${params.length ? ` (${params.join(', ')})` : ''}`;
    }
    case MessageType.location: {
      const at = meta.location ? `${meta.location.latitude},${meta.location.longitude}` : '';
      return `[location] ${[meta.location?.title, at].filter(Boolean).join(' ')}`.trimEnd();
    }
    case MessageType.unsupported:
      return `[unsupported: ${meta.unsupported?.kind ?? 'unknown'}]`;
    default:
      return meta.content ?? '';
  }
}

/** One message per line; the continuation lines of a multi-line text are indented so they cannot pass for messages. */
export function transcriptLine(time: string, sender: string, internal: boolean, text: string): string {
  const body = text.replace(/\r\n?/g, '\n').split('\n').join('\n    ');
  return `[${time}] ${sender}${internal ? ' (internal)' : ''}: ${body}\n`;
}

/** Names for the senders of a page, looked up once per transcript. */
export class SenderNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly m: EntityManager,
    private readonly workspaceId: string,
  ) {}

  async load(rows: MessageRow[]): Promise<void> {
    const missing = (type: SenderType) => [
      ...new Set(rows.filter((r) => r.sender_type === type && r.sender_id && !this.names.has(r.sender_id)).map((r) => r.sender_id as string)),
    ];
    const lookups: [string[], string][] = [
      [missing('agent'), 'SELECT id, display_name AS name FROM agent WHERE id = ANY($1::uuid[]) AND workspace_id = $2'],
      [missing('customer'), 'SELECT id, display_name AS name FROM customer WHERE id = ANY($1::uuid[]) AND workspace_id = $2'],
      [missing('autoMessage'), 'SELECT id, name FROM api_token WHERE id = ANY($1::uuid[]) AND workspace_id = $2'],
    ];
    for (const [ids, sql] of lookups) {
      if (ids.length === 0) continue;
      const found: { id: string; name: string }[] = await this.m.query(sql, [ids, this.workspaceId]);
      for (const r of found) this.names.set(r.id, r.name);
    }
  }

  of(row: MessageRow): string {
    if (row.sender_type === 'system') return 'System';
    const known = row.sender_id ? this.names.get(row.sender_id) : undefined;
    if (row.sender_type === 'autoMessage') return known ? `Chat bot (${known})` : 'Chat bot';
    return known ?? (row.sender_type === 'agent' ? 'Agent (removed)' : 'Customer (removed)');
  }
}

/**
 * The conversation as a downloadable UTF-8 text transcript (spec §7 GET
 * /api/admin/conversation/message/export): a header (name, customer, dates), then one line per
 * message, oldest first, with its time in the workspace's time zone, the sender's name and its text;
 * internal messages are marked. For agents and API tokens that may read the conversation (404
 * otherwise); customers are refused. The checks run now, the messages are read as the text is
 * consumed, up to the newest message when the export started.
 */
export async function openTranscript(m: EntityManager, actor: Actor, conversationId: string, timeZone: string, now = new Date()): Promise<Transcript> {
  const a = requireSignedIn(actor);
  if (a.kind === 'customer') throw forbidden('message.conversationTranscriptsAreForAgents');
  const access = await resolveAccess(m, a);
  const [conversation] = await selectByIds(m, access, [conversationId]);
  if (!conversation) throw notFound('conversation.notFound');
  const [facts]: { created_at: Date; customer_name: string | null; customer_email: string | null }[] = await m.query(
    `SELECT c.created_at, cu.display_name AS customer_name, cu.email AS customer_email
     FROM conversation c LEFT JOIN customer cu ON cu.id = c.customer_id WHERE c.id = $1`,
    [conversation.id],
  );
  const name = conversation.name ?? defaultName(conversation.id);
  const customer = facts.customer_name ? `${facts.customer_name}${facts.customer_email ? ` <${facts.customer_email}>` : ''}` : '(none: agents only)';
  const header = [
    `Conversation: ${name}`,
    `Conversation id: ${conversation.id}`,
    `Customer: ${customer}`,
    `Source: ${conversation.source}`,
    `Status: ${conversation.status}`,
    `Started: ${formatClock(facts.created_at, timeZone)}`,
    `Last activity: ${formatClock(conversation.order_at, timeZone)}`,
    `Exported: ${formatClock(now, timeZone)}`,
    `Time zone: ${timeZone}`,
    '',
    '',
  ].join('\n');
  const lastSeq = Number(conversation.last_seq);
  const names = new SenderNames(m, a.workspaceId);

  async function* chunks(): AsyncGenerator<string> {
    yield BOM + header;
    let after = 0;
    for (;;) {
      const rows: MessageRow[] = await m.query(
        `SELECT ${MESSAGE_COLUMNS} FROM message
         WHERE conversation_id = $1 AND seq > $2 AND seq <= $3 AND deleted_at IS NULL
         ORDER BY seq LIMIT $4`,
        [conversation.id, after, lastSeq, TRANSCRIPT_PAGE],
      );
      if (rows.length === 0) return;
      await names.load(rows);
      yield rows.map((r) => transcriptLine(formatClock(r.created_at, timeZone), names.of(r), r.internal, transcriptText(r.meta))).join('');
      if (rows.length < TRANSCRIPT_PAGE) return;
      after = Number(rows[rows.length - 1].seq);
    }
  }

  const stamp = formatClock(now, timeZone).slice(0, 10).replace(/-/g, '');
  const filename = `conversation-${conversation.id.slice(0, 8)}-${stamp}.txt`;
  return {
    filename,
    disposition: attachmentDisposition(`${fileSafe(name, 'conversation')}-${stamp}.txt`, filename),
    contentType: 'text/plain; charset=utf-8',
    chunks: chunks(),
  };
}
