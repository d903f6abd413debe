import { i18n } from '@lingui/core';
/** The widget talks REST to its own origin (the iframe is served by the Parley server). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Network failures, timeouts and server errors: try again later. Everything else is final. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export interface Credentials {
  token?: string;
  appKey?: string;
}

const CLIENT_TYPE = 'widget';

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  creds: Credentials,
  body?: unknown,
  init: { formData?: FormData; signal?: AbortSignal } = {},
): Promise<T> {
  // Errors come back in the widget's language (server/src/i18n).
  const headers: Record<string, string> = { 'x-parley-lang': i18n.locale || 'en' };
  if (creds.token) headers.authorization = `Bearer ${creds.token}`;
  if (creds.appKey) headers['x-api-key'] = creds.appKey;
  let payload: BodyInit | undefined;
  if (init.formData) payload = init.formData;
  else if (method === 'POST') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ clientType: CLIENT_TYPE, ...(body as object) });
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: payload, signal: init.signal, credentials: 'omit' });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  let json: { data?: T; error?: { message?: string } } = {};
  try {
    json = (await res.json()) as typeof json;
  } catch {
    // An HTML error page from a proxy during a restart: handled by the status below.
  }
  if (!res.ok || json.error) throw new ApiError(res.status || 0, json.error?.message ?? `HTTP ${res.status}`);
  return json.data as T;
}

export const get = <T>(path: string, creds: Credentials) => request<T>('GET', path, creds);
export const post = <T>(path: string, creds: Credentials, body?: unknown) => request<T>('POST', path, creds, body);
