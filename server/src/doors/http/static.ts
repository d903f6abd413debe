import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

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
  const immutable = {
    index: false,
    setHeaders: (res: Response, file: string) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  };

  const sdk = path.join(widgetDir, 'sdk.js');
  app.get('/sdk.js', (req, res) => {
    if (!fs.existsSync(sdk)) return notBuilt('widget')(req, res);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/javascript').sendFile(sdk);
  });

  if (fs.existsSync(path.join(widgetDir, 'index.html'))) {
    app.use('/widget', express.static(widgetDir, immutable));
    app.get(/^\/widget(\/.*)?$/, sendIndex(widgetDir));
  } else {
    app.get(/^\/widget(\/.*)?$/, notBuilt('widget'));
  }

  if (fs.existsSync(path.join(consoleDir, 'index.html'))) {
    app.use(express.static(consoleDir, immutable));
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
