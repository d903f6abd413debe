import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

/** Built console at /, widget at /widget/, the loader at /sdk.js; client routes fall back to index.html. */
export function mountStatic(app: Express, root: string): void {
  const consoleDir = path.join(root, 'console', 'dist');
  const widgetDir = path.join(root, 'widget', 'dist');
  const notBuilt = (what: string) => (_req: Request, res: Response) => {
    res.status(503).type('text/plain').send(`The ${what} is not built yet. Run \`npm run build\` (npm start does it for you).`);
  };
  const sendIndex = (dir: string) => (_req: Request, res: Response) => {
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
    app.get(/^\/(?!api\/|api$|graphql|websocket\/).*/, sendIndex(consoleDir));
  } else {
    app.get(/^\/(?!api\/|api$|graphql|websocket\/).*/, notBuilt('console'));
  }
}
