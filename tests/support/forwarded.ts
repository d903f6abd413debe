import { randomBytes } from 'node:crypto';
import type { ApiResult, Credentials } from './http';

/**
 * A client behind a proxy: every request carries `X-Forwarded-For: <forwardedFor>`, as a proxy in
 * front of the server would send it. The test server itself is reached over loopback.
 */
export function apiVia(baseUrl: string, forwardedFor: string) {
  const headers = (creds?: Credentials): Record<string, string> => ({
    'content-type': 'application/json',
    'x-forwarded-for': forwardedFor,
    ...(creds?.token ? { authorization: `Bearer ${creds.token}` } : {}),
  });
  return {
    headers,
    post: async <T = unknown>(path: string, body: unknown, creds?: Credentials): Promise<ApiResult<T>> => {
      const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: headers(creds), body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as ApiResult<T>['body'], headers: res.headers };
    },
    graphql: async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, creds?: Credentials) => {
      const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: headers(creds), body: JSON.stringify({ query, variables }) });
      return (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    },
  };
}

/**
 * A client address no other test run uses: counters live in Redis across runs when the suite runs
 * on PostgreSQL + Redis, so fixed addresses would find the last run's counts.
 */
export function uniqueAddress(): string {
  const hex = randomBytes(8).toString('hex');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}::${hex.slice(12, 16)}`;
}
