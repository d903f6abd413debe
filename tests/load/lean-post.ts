import http from 'node:http';

export type Post = (path: string, body: unknown, token: string) => Promise<number>;

/** A request of a load generator: answers the status; the body is read to its end and dropped. */
export type LeanRequest = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<number>;

/**
 * A load generator's requests on node:http with kept-alive sockets, one per concurrent sender. It
 * costs the benchmark's process about a third of what `fetch` does (WHATWG streams and headers per
 * call), and the load generator shares the machine's two CPUs with the server and PostgreSQL, so
 * what it spends is taken from them.
 */
export function leanClient(baseUrl: string, sockets: number): { request: LeanRequest; close: () => void } {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const request: LeanRequest = (method, path, body, token) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/** A JSON POST with a token over leanClient's sockets. */
export function leanPost(baseUrl: string, sockets: number): { post: Post; close: () => void } {
  const { request, close } = leanClient(baseUrl, sockets);
  return { post: (path, body, token) => request('POST', path, body, token), close };
}

/** The same POST through `fetch`, the way the tests' api() client sends (BENCH_CLIENT=fetch). */
export function fetchPost(baseUrl: string): { post: Post; close: () => void } {
  const post: Post = async (path, body, token) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  };
  return { post, close: () => undefined };
}
