import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { e2eServer } from './e2e-server';

export interface HostOptions {
  apiKey: string;
  refId?: string;
  refIdHash?: string;
  lang?: string;
  profile?: Record<string, unknown>;
}

const NONCE = 'parley-e2e-nonce';

/**
 * A hostile-ish host page: a strict CSP that only allows our script origin (plus its own nonce),
 * aggressive CSS aimed at iframes and buttons, and another "React" on the page.
 */
function page(options: HostOptions, parley: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host shop</title>
<style>
  * { box-sizing: content-box !important; font-family: "Comic Sans MS", cursive !important; }
  iframe { width: 10px !important; height: 10px !important; border: 5px solid red !important; display: none !important; opacity: .2 !important; }
  button { all: unset !important; }
  body { margin: 40px; background: #fafafa; }
</style>
<script nonce="${NONCE}">
  window.React = { version: '16.14.0', createElement: function () { throw new Error('host React'); } };
  window.__t0 = performance.now();
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments); };
  Parley('init', ${JSON.stringify({ ...options }).replace(/</g, '\\u003c')});
</script>
<script async src="${parley}/sdk.js" nonce="${NONCE}"></script>
</head><body>
<h1>Acme Shop</h1><p>Products, prices and a chat widget in the corner.</p>
<script nonce="${NONCE}">
  // Records when the launcher first shows (the frame becomes 100x100): snippet load → launcher visible.
  new MutationObserver(function () {
    var f = document.querySelector('iframe[data-parley]');
    if (f && !window.__launcherAt && f.getBoundingClientRect().width === 100) window.__launcherAt = performance.now();
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
</script>
</body></html>`;
}

export interface HostServer {
  url(options: HostOptions): string;
  close(): Promise<void>;
}

/**
 * Serves the host page, the second origin: a plain site that embeds the widget with the README's
 * snippet, 10 ports above the worker's server. Options travel base64url-encoded in ?o=.
 */
export async function startHostServer(): Promise<HostServer> {
  const parley = e2eServer();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${parley.port + 10}`);
    if (url.pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    const encoded = url.searchParams.get('o') ?? '';
    const options = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8') || '{}') as HostOptions;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${NONCE}' ${parley.url}; frame-src ${parley.url}; style-src 'unsafe-inline'`,
    });
    res.end(page(options, parley.url));
  });
  await new Promise<void>((resolve) => server.listen(parley.port + 10, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (options) => `http://127.0.0.1:${port}/?o=${Buffer.from(JSON.stringify(options)).toString('base64url')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
