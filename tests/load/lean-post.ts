import http from 'node:http';

export type Post = (path: string, body: unknown, token: string) => Promise<number>;

/**
 * A load generator's POST on node:http with kept-alive sockets, one per concurrent sender. It costs
 * the benchmark's process about a third of what `fetch` does (WHATWG streams and headers per call),
 * and the load generator shares the machine's two CPUs with the server and PostgreSQL, so what it
 * spends is taken from them. Answers the status; the body is read to its end and dropped.
 */
export function leanPost(baseUrl: string, sockets: number): { post: Post; close: () => void } {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const post: Post = (path, body, token) =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}` },
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
  return { post, close: () => agent.destroy() };
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
