import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { databaseVariants } from '../../support/databases';
import { api } from '../../support/http';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type TestWorkspace } from '../../factories/conversation';

/** The first error of one operation over graphql-ws, on a socket that named its language. */
async function wsError(url: string, token: string, lang: string, query: string): Promise<{ message: string; extensions?: Record<string, unknown> }> {
  const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token, lang }, retryAttempts: 0 });
  try {
    return await new Promise((resolve, reject) => {
      client.subscribe(
        { query },
        {
          next: (r) => (r.errors?.[0] ? resolve(r.errors[0] as { message: string; extensions?: Record<string, unknown> }) : reject(new Error('no error'))),
          error: (e) => (Array.isArray(e) ? resolve(e[0] as { message: string }) : reject(e instanceof Error ? e : new Error(JSON.stringify(e)))),
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe.each(databaseVariants())('errors in the reader’s language on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('answers REST errors in Traditional or Simplified Chinese by Accept-Language or X-Parley-Lang, English otherwise', async () => {
    const http = api(server.url);
    expect((await http.get('/api/no-such-route', { lang: 'zh-TW,zh;q=0.9' })).body.error).toEqual({
      code: 404,
      reason: 'request.noSuchRoute',
      message: '沒有此 API 路徑',
    });
    expect((await http.get('/api/no-such-route', { lang: 'en-GB' })).body.error?.message).toBe('No such API route');
    const signIn = await fetch(`${server.url}/api/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-parley-lang': 'zh_cn' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'Wrong-pass-1' }),
    });
    expect(((await signIn.json()) as { error: { message: string } }).error.message).toBe('电子邮件或密码不正确');
  });

  it('translates field problems, the schemas’ own and zod’s, and keeps the codes clients decide on', async () => {
    const http = api(server.url);
    const forgot = await http.post('/api/forgetPassword/request', { email: 'not-an-email' }, { lang: 'zh-TW' });
    expect(forgot.status).toBe(400);
    expect(forgot.body.error?.extraInfo?.fields).toEqual({ 'body.email': '電子郵件格式不正確' });
    expect(forgot.body.error?.message).toBe('body.email：電子郵件格式不正確');
    const wrongType = await http.post('/api/admin/team/create', { name: 42 }, { ...w.owner.creds, lang: 'zh-CN' });
    expect(wrongType.status).toBe(400);
    const problem = String((wrongType.body.error?.extraInfo?.fields as Record<string, string>)['body.name']);
    expect(problem).toMatch(/[\u4e00-\u9fff]/);
    expect(problem).not.toMatch(/Invalid|expected/);
    // A duplicate name: the message is Chinese, the field's code is not.
    await w.http.post('/api/admin/team/create', { name: 'Billing' }, w.owner.creds);
    const taken = await http.post('/api/admin/team/create', { name: 'billing' }, { ...w.owner.creds, lang: 'zh-CN' });
    expect(taken.body.error).toMatchObject({ code: 400, message: '团队名称已存在', extraInfo: { fields: { name: 'duplicate' } } });
  });

  it('answers GraphQL errors in the language of the request, over HTTP and over the socket', async () => {
    const visitor = await w.visitor('language-visitor');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${visitor.creds.token}`, 'accept-language': 'zh-HK' },
      body: JSON.stringify({ query: '{ teams { id } }' }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: '團隊名單只供客服查看', extensions: { code: 'FORBIDDEN', reason: 'team.teamsAreListedForAgentsOnly' } });
    const overSocket = await wsError(server.url, visitor.creds.token!, 'zh_cn', '{ teams { id } }');
    expect(overSocket.message).toBe('团队名单只供客服查看');
    expect(overSocket.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'team.teamsAreListedForAgentsOnly' });
  });
});
