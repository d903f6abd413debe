export interface ApiResult<T = unknown> {
  status: number;
  body: { data?: T; total?: number; error?: { code: number; reason?: string; message: string; extraInfo?: Record<string, unknown> } };
  headers: Headers;
}

export interface Credentials {
  token?: string;
  cookie?: string;
  apiKey?: string;
  /** Sent as Accept-Language: the language the answer's errors speak. */
  lang?: string;
}

function headersFor(creds: Credentials | undefined, json: boolean): Record<string, string> {
  const h: Record<string, string> = {};
  if (json) h['content-type'] = 'application/json';
  if (creds?.token) h.authorization = `Bearer ${creds.token}`;
  if (creds?.cookie) h.cookie = creds.cookie;
  if (creds?.apiKey) h['x-api-key'] = creds.apiKey;
  if (creds?.lang) h['accept-language'] = creds.lang;
  return h;
}

/** A thin client for the REST door: real HTTP, no shortcuts. */
export function api(baseUrl: string) {
  const call = async <T>(method: string, path: string, body: unknown, creds?: Credentials, raw?: string): Promise<ApiResult<T>> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: headersFor(creds, method !== 'GET'),
      body: method === 'GET' ? undefined : (raw ?? JSON.stringify(body ?? {})),
    });
    const text = await res.text();
    let parsed: ApiResult<T>['body'];
    try {
      parsed = JSON.parse(text) as ApiResult<T>['body'];
    } catch {
      throw new Error(`${method} ${path}: not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    get: <T = unknown>(path: string, creds?: Credentials) => call<T>('GET', path, undefined, creds),
    post: <T = unknown>(path: string, body?: unknown, creds?: Credentials) => call<T>('POST', path, body, creds),
    postRaw: <T = unknown>(path: string, raw: string, creds?: Credentials) => call<T>('POST', path, undefined, creds, raw),
    graphql: async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, creds?: Credentials) => {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: headersFor(creds, true),
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    },
  };
}

export type Api = ReturnType<typeof api>;
