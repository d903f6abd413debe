import { GraphError } from './facebook-graph';

const TIMEOUT_MS = 10_000;

/** The message part of what Parley posts to a provider's send endpoint (docs/provider-webhook.md). */
export type ProviderMessage =
  | { type: 'text'; text: string }
  | { type: 'template'; template: { key: string; namespace: string | null; params: { component: string; index: number; value: string }[] } }
  | { type: 'image' | 'audio' | 'file'; fileName: string; contentType: string; data: string };

export interface ProviderSend {
  channelId: string;
  accountId: string | null;
  to: string;
  message: ProviderMessage;
}

/** POST {sendUrl} with the platform's token: answers the provider's message id; refusals as GraphError reasons. */
export async function providerSend(sendUrl: string, accessToken: string, body: ProviderSend): Promise<string> {
  let res: Response;
  try {
    res = await fetch(sendUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new GraphError('unreachable', err instanceof Error ? err.message : String(err));
  }
  const text = await res.text();
  let answer: { messageId?: string; error?: { message?: string } } = {};
  try {
    answer = text ? (JSON.parse(text) as typeof answer) : {};
  } catch {
    // Not JSON.
  }
  if (!res.ok) {
    const detail = (answer.error?.message ?? `HTTP ${res.status}`).slice(0, 500);
    if (res.status === 401 || res.status === 403) throw new GraphError('tokenInvalid', detail);
    if (res.status === 429) throw new GraphError('rateLimited', detail);
    throw new GraphError('refused', detail);
  }
  return answer.messageId ?? '';
}
