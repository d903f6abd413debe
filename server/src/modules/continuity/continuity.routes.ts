import type { Request, Response } from 'express';
import { z } from 'zod';
import { notFound } from '../../common/errors';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { requestLanguage, type Lang } from '../../i18n/language';
import type { ContinuityService } from './continuity.service';
import { confirmPage, donePage, PAGE_CSP, unknownPage } from './unsubscribe-page';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  continuity: ContinuityService;
}

const tag = 'email';

/** Any text: a token that is not one of ours answers 404, never 400. */
const tokenParams = z.object({ token: z.string() });

/** The one-click POST (RFC 8058) says so in its body; a bigger body is not one. */
const ONE_CLICK_BYTES = 4096;

/**
 * The start of a form post's body, read here (the API parses JSON bodies only). Reading stops at
 * the limit without destroying the request: Node drops the rest once the answer is sent.
 */
function smallBody(req: Request): Promise<string> {
  if (req.readableEnded) return Promise.resolve('');
  return new Promise((resolve) => {
    let text = '';
    const done = () => {
      req.off('data', onData);
      req.off('end', done);
      req.off('error', done);
      resolve(text);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.length > ONE_CLICK_BYTES) done();
    };
    req.on('data', onData);
    req.once('end', done);
    req.once('error', done);
  });
}

function answerPage(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The API's policy sandboxes everything and allows no form; this page needs its one form, and nothing else.
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

const langOf = (req: Request, known: Lang | null) => known ?? requestLanguage(req);

/**
 * An unknown token: a browser (the link opened, the form posted) gets the 404 page, any other
 * client the API's JSON error, as every other route answers it.
 */
function answerUnknown(req: Request, res: Response): void {
  if (req.accepts(['json', 'html']) !== 'html') throw notFound('continuity.linkNotFound');
  answerPage(res, 404, unknownPage(requestLanguage(req)));
}

export function continuityRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/email/unsubscribe/:token',
      operationId: 'unsubscribePage',
      tag,
      summary:
        "Ours: the page behind a reply email's unsubscribe link (text/html, in the visitor's language): a button that POSTs to the same path. " +
        'A GET changes nothing (mail scanners follow links). An unknown token answers 404: a page to a browser (Accept: text/html), else the JSON error.',
      auth: 'public',
      errors: [404],
      params: tokenParams,
      raw: true,
      handler: async ({ params, req, res }) => {
        const target = await services.continuity.unsubscribeTarget(params.token);
        if (!target) return answerUnknown(req, res);
        answerPage(res, 200, confirmPage(langOf(req, target.lang), target.workspaceName, req.originalUrl.split('?')[0]!));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/email/unsubscribe/:token',
      operationId: 'unsubscribeEmail',
      tag,
      summary:
        "Ours: stops reply emails to the token's visitor (customer.emailUnsubscribedAt; idempotent). The page's form gets a text/html page; " +
        'the one-click POST of RFC 8058 (body List-Unsubscribe=One-Click) gets 204. An unknown token answers 404 (a page to a browser, else the JSON error).',
      auth: 'public',
      errors: [404],
      params: tokenParams,
      raw: true,
      handler: async ({ params, req, res }) => {
        const oneClick = /List-Unsubscribe(=|"\s*\r?\n\r?\n)One-Click/i.test(await smallBody(req));
        const target = await services.continuity.unsubscribe(params.token);
        if (!target) return answerUnknown(req, res);
        if (oneClick) {
          res.status(204).end();
          return;
        }
        answerPage(res, 200, donePage(langOf(req, target.lang)));
      },
    }),
  ];
}
