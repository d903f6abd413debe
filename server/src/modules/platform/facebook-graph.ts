/** The few Graph API calls page messaging needs, against FACEBOOK_GRAPH_URL (a local fake in tests). */
import { QUICK_REPLY_MAX, QUICK_REPLY_TITLE_MAX } from './platform-text';

const TIMEOUT_MS = 10_000;

export type DeliveryFailure = 'tokenInvalid' | 'windowClosed' | 'rateLimited' | 'unreachable' | 'refused';

/** The Graph API said no, or could not be reached: a reason code the console translates, and its own words. */
export class GraphError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; type?: string };
}

/** Graph error codes, as Facebook documents them for the Send API. */
function classify(body: GraphErrorBody, status: number): GraphError {
  const e = body.error ?? {};
  const detail = (e.message ?? `HTTP ${status}`).slice(0, 500);
  if (e.code === 190 || e.type === 'OAuthException' || status === 401) return new GraphError('tokenInvalid', detail);
  if (e.code === 10 || e.error_subcode === 2018278 || e.error_subcode === 2018065) return new GraphError('windowClosed', detail);
  if (e.code === 4 || e.code === 32 || e.code === 613 || status === 429) return new GraphError('rateLimited', detail);
  return new GraphError('refused', detail);
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new GraphError('unreachable', err instanceof Error ? err.message : String(err));
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: a proxy's error page, say.
  }
  if (!res.ok) throw classify((body ?? {}) as GraphErrorBody, res.status);
  return body as T;
}

export interface SendBody {
  recipientId: string;
  /** RESPONSE inside the page's window; MESSAGE_TAG (with the tag) outside it. */
  tag?: string;
  text?: string;
  /** Buttons under the text (a rating form's scores): Messenger takes at most 13, titles of 20 characters. */
  quickReplies?: { title: string; payload: string }[];
  /** A file from our storage, uploaded with the message. */
  attachment?: { type: 'image' | 'audio' | 'video' | 'file'; name: string; contentType: string; bytes: Buffer };
}

export class FacebookGraph {
  constructor(private readonly baseUrl: string) {}

  /** POST /me/messages with the page's token: answers the platform's message id. */
  async send(pageToken: string, body: SendBody): Promise<string> {
    const url = `${this.baseUrl}/me/messages?access_token=${encodeURIComponent(pageToken)}`;
    const common = { recipient: { id: body.recipientId }, messaging_type: body.tag ? 'MESSAGE_TAG' : 'RESPONSE', ...(body.tag ? { tag: body.tag } : {}) };
    let init: RequestInit;
    if (body.attachment) {
      const form = new FormData();
      form.append('recipient', JSON.stringify(common.recipient));
      form.append('messaging_type', common.messaging_type);
      if (body.tag) form.append('tag', body.tag);
      form.append('message', JSON.stringify({ attachment: { type: body.attachment.type, payload: { is_reusable: false } } }));
      form.append('filedata', new Blob([new Uint8Array(body.attachment.bytes)], { type: body.attachment.contentType }), body.attachment.name);
      init = { method: 'POST', body: form };
    } else {
      const quickReplies = body.quickReplies?.length
        ? {
            quick_replies: body.quickReplies
              .slice(0, QUICK_REPLY_MAX)
              .map((q) => ({ content_type: 'text', title: q.title.slice(0, QUICK_REPLY_TITLE_MAX), payload: q.payload })),
          }
        : {};
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...common, message: { text: body.text ?? '', ...quickReplies } }),
      };
    }
    const answer = await call<{ message_id?: string }>(url, init);
    return answer?.message_id ?? '';
  }

  /**
   * The page a page access token is for (GET /me with it), asked when a page is connected. Throws
   * GraphError tokenInvalid when Facebook refuses the token; null when it could not say (not
   * reachable, rate-limited, another error), so a server without a way out can still be set up.
   */
  async pageOf(pageToken: string): Promise<{ id: string; name: string } | null> {
    try {
      const answer = await call<{ id?: unknown; name?: unknown }>(`${this.baseUrl}/me?fields=id,name&access_token=${encodeURIComponent(pageToken)}`, {
        method: 'GET',
      });
      return answer && answer.id !== undefined ? { id: String(answer.id), name: typeof answer.name === 'string' ? answer.name : '' } : null;
    } catch (err) {
      if (err instanceof GraphError && err.reason === 'tokenInvalid') throw err;
      return null;
    }
  }

  /** The person's name, when the page may read it; null otherwise (never fatal). */
  async name(psid: string, pageToken: string): Promise<string | null> {
    try {
      const answer = await call<{ name?: string; first_name?: string; last_name?: string }>(
        `${this.baseUrl}/${encodeURIComponent(psid)}?fields=name,first_name,last_name&access_token=${encodeURIComponent(pageToken)}`,
        { method: 'GET' },
      );
      return answer?.name ?? ([answer?.first_name, answer?.last_name].filter(Boolean).join(' ') || null);
    } catch {
      return null;
    }
  }
}
