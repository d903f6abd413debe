import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * A path naming a static file by its extension: never a client route, so a missing one is a 404,
 * not the console's HTML. Only file kinds, so a client route whose id holds a dot still loads.
 */
const FILE_PATH = /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|txt|xml|json|webmanifest|woff2?|ttf|html?)$/i;

/** Built console at /, widget at /widget/, the loader at /sdk.js; client routes fall back to index.html. */
export function mountStatic(app: Express, root: string): void {
  const consoleDir = path.join(root, 'console', 'dist');
  const widgetDir = path.join(root, 'widget', 'dist');
  const notBuilt = (what: string) => (_req: Request, res: Response) => {
    res.status(503).type('text/plain').send(`The ${what} is not built yet. Run \`npm run build\` (npm start does it for you).`);
  };
  const sendIndex = (dir: string) => (req: Request, res: Response) => {
    if (FILE_PATH.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dir, 'index.html'));
  };
  // The build wrote .br and .gz beside each asset (scripts/compressed-assets.ts): sent as they are, brotli first.
  const precompressed = (dir: string, cacheControl: (file: string) => string | null, immutable = false) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        // A hashed name is never asked for again once cached: no validators to send with it, and a
        // script is never fetched in ranges.
        etag: !immutable,
        lastModified: !immutable,
        acceptRanges: !immutable,
        setHeaders: (res: ServerResponse, file: string) => {
          const value = cacheControl(file);
          if (value) res.setHeader('Cache-Control', value);
        },
      },
    });
  // Hashed names change with their content: kept a year. The page itself is asked again each time,
  // and so is the service worker (sw.js keeps its name: a cached one would hold back a fix); anything
  // else (robots.txt, the icon) kept a day.
  const assetCache = (file: string) => {
    if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
    return file.endsWith('.html') || /[\\/]sw\.js(\.br|\.gz)?$/.test(file) ? 'no-cache' : 'public, max-age=86400';
  };

  const sdk = path.join(widgetDir, 'sdk.js');
  // The loader keeps its name on every host page: short-lived, so a new version reaches them within minutes.
  const sdkFile = precompressed(widgetDir, () => 'public, max-age=300');
  app.get('/sdk.js', (req, res, next) => {
    if (!fs.existsSync(sdk)) return notBuilt('widget')(req, res);
    return sdkFile(req, res, next);
  });

  if (fs.existsSync(path.join(widgetDir, 'index.html'))) {
    app.use(
      '/widget/assets',
      precompressed(path.join(widgetDir, 'assets'), () => 'public, max-age=31536000, immutable', true),
    );
    app.use('/widget', precompressed(widgetDir, assetCache));
    app.get(/^\/widget(\/.*)?$/, sendIndex(widgetDir));
  } else {
    app.get(/^\/widget(\/.*)?$/, notBuilt('widget'));
  }

  if (fs.existsSync(path.join(consoleDir, 'index.html'))) {
    app.use(
      '/assets',
      precompressed(path.join(consoleDir, 'assets'), () => 'public, max-age=31536000, immutable', true),
    );
    app.use(precompressed(consoleDir, assetCache));
    // Browsers and crawlers ask for /favicon.ico whatever the page names: the console's icon answers.
    app.get('/favicon.ico', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('image/svg+xml').sendFile(path.join(consoleDir, 'favicon.svg'));
    });
    app.get(/^\/(?!api\/|api$|graphql|websocket\/).*/, sendIndex(consoleDir));
  } else {
    app.get(/^\/(?!api\/|api$|graphql|websocket\/).*/, notBuilt('console'));
  }
}
