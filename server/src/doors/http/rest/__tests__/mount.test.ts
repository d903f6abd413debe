import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppConfig } from '../../../../config/env';
import { mountRoutes } from '../mount';
import { defineRoute, type AnyRoute } from '../../../../core/rest/route';

/** Routes that each answer their own name (and the id they were given). */
const named = (method: 'get' | 'post', path: string, name: string): AnyRoute =>
  defineRoute({
    method,
    path,
    operationId: name.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()),
    summary: name,
    tag: 'test',
    auth: 'public',
    params: path.includes(':') ? z.object({ id: z.string() }) : undefined,
    handler: async ({ params }) => ({ name, ...(params as object) }),
  });

const routes: AnyRoute[] = [
  named('get', '/api/thing/:id', 'thing by id'),
  // Never reached through express: the route above takes its path first.
  named('get', '/api/thing/latest', 'latest thing'),
  named('post', '/api/thing/create', 'create'),
  named('get', '/api/list', 'list'),
  named('post', '/api/list', 'list by post'),
  named('post', '/api/Mixed/Case', 'mixed case'),
];

function appWith(mount: express.RequestHandler): express.Express {
  const app = express();
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.locals.ctx = { actor: { kind: 'anonymous' }, viaCookie: false };
    next();
  });
  app.use(mount);
  app.use((_req, res) => void res.status(404).json({ error: 'none' }));
  return app;
}

/** Express's own router with routes that answer alike: what the door answered before its table. */
function plainRouter(): express.RequestHandler {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, (req: Request, res: Response) => void res.json({ data: { name: route.summary, ...req.params } }));
  }
  return router;
}

async function serve(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Status, the headers that describe the body, and the body, over a raw request (fetch refuses some methods and paths). */
function ask(url: string, method: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${res.headers.allow ?? ''} ${res.headers['content-type']} ${res.headers['content-length']} ${body}`));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('the REST door finds routes by method and path', () => {
  let door: { url: string; close: () => Promise<void> };
  let reference: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    door = await serve(appWith(mountRoutes(routes, {} as AppConfig)));
    reference = await serve(appWith(plainRouter()));
  });
  afterAll(async () => {
    await door.close();
    await reference.close();
  });

  const requests: [method: string, path: string][] = [
    ['POST', '/api/thing/create'],
    ['POST', '/API/THING/CREATE'],
    ['POST', '/api/thing/create/'],
    ['POST', '/api/thing/create//'],
    ['POST', '/api/thing/create?clientType=1'],
    ['POST', '/api/thing/create/?a=1'],
    ['POST', '/api/thing/creat%65'],
    ['GET', '/api/thing/create'],
    ['GET', '/api/thing/latest'],
    ['GET', '/api/thing/abc'],
    ['GET', '/api/list'],
    ['POST', '/api/list'],
    ['HEAD', '/api/list'],
    ['OPTIONS', '/api/list'],
    ['OPTIONS', '/api/thing/create'],
    ['PUT', '/api/list'],
    ['POST', '/api/mixed/case'],
    ['POST', '/api/Mixed/Case'],
    ['GET', '/api/nothing'],
    ['GET', '/'],
  ];

  it.each(requests)('%s %s answers as express alone answers it', async (method, path) => {
    const [ours, theirs] = await Promise.all([ask(door.url, method, path), ask(reference.url, method, path)]);
    expect(ours).toBe(theirs);
  });

  it('answers from the table what it should', async () => {
    expect(await ask(door.url, 'POST', '/API/Thing/Create/?x=1')).toBe('200  application/json; charset=utf-8 26 {"data":{"name":"create"}}');
    // The route with a parameter was declared first: it keeps the path.
    expect(await ask(door.url, 'GET', '/api/thing/latest')).toBe('200  application/json; charset=utf-8 45 {"data":{"name":"thing by id","id":"latest"}}');
    expect(await ask(door.url, 'OPTIONS', '/api/list')).toMatch(/^200 GET, ?HEAD, ?POST /);
  });
});
