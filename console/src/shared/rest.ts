import { interfaceLanguage } from './i18n';

/** The console's connection code (spec §7), sent on every REST call. */
export const CLIENT_TYPE = 26;

/** Error codes of the REST envelope that screens react to. */
export const API_CODE = {
  unauthorized: 401,
  chooseWorkspace: 253,
  notFound: 404,
  gone: 410,
  rateLimited: 429,
  /** No answer at all: the server is down or the network is. */
  network: 0,
} as const;

export interface ApiErrorBody {
  code: number;
  /** Why, as an id clients decide on (`session.badLogin`); absent when there was no answer. */
  reason?: string;
  message: string;
  extraInfo?: Record<string, unknown>;
}

/** A failed call: the envelope's error, or code 0 when there was no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly reason: string | undefined;
  readonly extraInfo: Record<string, unknown>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.reason = body.reason;
    this.extraInfo = body.extraInfo ?? {};
  }

  /** Validation messages by field, keys as the server names them ('body.email'). */
  get fields(): Record<string, string> {
    const fields = this.extraInfo.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
}

/** Fired when the server no longer knows the session (revoked or expired while the console is open). */
export const SESSION_LOST_EVENT = 'parley:session-lost';

export function announceSessionLost(): void {
  window.dispatchEvent(new Event(SESSION_LOST_EVENT));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function request<T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>): Promise<T> {
  let url = path;
  let body: string | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams({ clientType: String(CLIENT_TYPE) });
    for (const [key, value] of Object.entries(payload ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    url = `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
  } else {
    body = JSON.stringify({ ...payload, clientType: CLIENT_TYPE });
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // The server answers its errors in the interface's language.
        'x-parley-lang': interfaceLanguage(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    });
  } catch {
    throw new ApiError(0, { code: API_CODE.network, message: 'Server connection failed' });
  }

  let parsed: { data?: T; error?: ApiErrorBody } | undefined;
  try {
    parsed = (await response.json()) as { data?: T; error?: ApiErrorBody };
  } catch {
    parsed = undefined;
  }
  if (!response.ok || parsed?.error) {
    if (response.status === 401) announceSessionLost();
    throw new ApiError(response.status, parsed?.error ?? { code: response.status, message: response.statusText || 'Request failed' });
  }
  return parsed?.data as T;
}

/** GET with clientType in the query; resolves to `data` of the envelope. */
export function apiGet<T>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<T> {
  return request<T>('GET', path, query);
}

/** POST with clientType in the body; resolves to `data` of the envelope. */
export function apiPost<T>(path: string, body?: Record<string, unknown>): Promise<T> {
  return request<T>('POST', path, body);
}
