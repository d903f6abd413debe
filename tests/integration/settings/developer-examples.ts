import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHmac } from 'node:crypto';
import {
  GRAPHQL_EXAMPLE_QUERY,
  REST_EXAMPLE_PATH,
  SIGNING_LANGUAGES,
  graphqlExample,
  restExample,
  signingExample,
} from '../../../console/src/modules/developer/utils/snippets';
import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';

/** The developer page's examples are what this test runs, so they cannot rot (issue 17). */
describe.each(databaseVariants())('the developer page examples on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('answer what they promise over GraphQL and REST with an API token', async () => {
    const token = await w.token(['allConversations']);
    const c = await createConversation(w.http, w.owner.creds, {});
    const bearer = token.creds.token!;
    const gql = await w.http.graphql<{ conversations: { id: string }[] }>(GRAPHQL_EXAMPLE_QUERY, {}, token.creds);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.conversations.map((x) => x.id)).toContain(c.id);
    const rest = await fetch(`${server.url}${REST_EXAMPLE_PATH}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { data: { id: string }[] }).data.map((x) => x.id)).toContain(c.id);

    // The curl commands as shown, with the placeholder filled in, run by the shell.
    // Asynchronously: the server under test runs in this process and must keep answering meanwhile.
    const run = async (command: string) => (await promisify(execFile)('sh', ['-c', command.replace('<token>.<secret>', bearer)], { encoding: 'utf8' })).stdout;
    expect(JSON.parse(await run(graphqlExample(server.url)))).toMatchObject({
      data: { conversations: expect.arrayContaining([expect.objectContaining({ id: c.id })]) },
    });
    expect(JSON.parse(await run(restExample(server.url)))).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: c.id })]) });
  });

  it('signs a refId the way the server checks it (the Node and Python examples, run)', async () => {
    expect(SIGNING_LANGUAGES).toEqual(['node', 'python', 'php', 'ruby']);
    const secret = 'secret-for-the-example';
    const refId = 'customer-42';
    const node = signingExample('node', secret);
    const refIdHash = execFileSync(process.execPath, ['-e', `const refId = ${JSON.stringify(refId)};\n${node}\nprocess.stdout.write(refIdHash);`], {
      encoding: 'utf8',
    });
    const expected = createHmac('sha256', secret).update(refId).digest('hex');
    expect(refIdHash).toBe(expected);
    const python = execFileSync('python3', ['-c', `ref_id = ${JSON.stringify(refId)}\n${signingExample('python', secret)}\nprint(ref_id_hash, end='')`], {
      encoding: 'utf8',
    });
    expect(python).toBe(expected);
  });
});
