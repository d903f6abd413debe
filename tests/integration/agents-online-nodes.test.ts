import { api, type Api, type Credentials } from '../support/http';
import { openDatabaseClient, presenceRowsReach } from '../support/presence';
import type { NodeProcess } from '../support/process-node';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { GatewayClient } from '../support/realtime';
import { signIn } from '../factories/workspace';
import type { AgentJson } from '../support/agents';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeTwoNodes('agent online across two server processes', () => {
  let nodes: TwoNodes;
  let nodeA: NodeProcess;
  let nodeB: NodeProcess;
  const email = 'agents-nodes@example.com';
  const password = 'Agents-nodes-1';

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): two server processes on one PostgreSQL and Redis are what it tests.
    nodes = await startTwoNodes({ email, password });
    ({ a: nodeA, b: nodeB } = nodes);
  });

  afterAll(() => nodes?.stop());

  async function onlineOf(http: Api, creds: Credentials, id: string): Promise<boolean> {
    const res = await http.get<AgentJson[]>(`/api/admin/agent/get?userId=${id}`, creds);
    return res.body.data![0].online;
  }

  async function until(http: Api, creds: Credentials, id: string, online: boolean): Promise<void> {
    const end = Date.now() + 5000;
    while ((await onlineOf(http, creds, id)) !== online) {
      if (Date.now() > end) throw new Error(`agent not ${online ? 'online' : 'offline'}`);
      await sleep(50);
    }
  }

  it('an agent with a tab on each node is online until both close, as both nodes see it', async () => {
    const httpA = api(nodeA.url);
    const httpB = api(nodeB.url);
    const onA = await signIn(nodeA.url, email, password);
    const onB = await signIn(nodeB.url, email, password);
    const me = (await httpA.get<{ userId: string }>('/api/me', onA)).body.data!.userId;
    const tabA = await GatewayClient.connect(nodeA.url, onA.token!);
    const tabB = await GatewayClient.connect(nodeB.url, onB.token!);
    await until(httpB, onB, me, true);
    await until(httpA, onA, me, true);
    const db = await openDatabaseClient(nodes.databaseUrl);
    await presenceRowsReach(db, me, 2);
    tabA.close();
    await tabA.waitClosed();
    // Node A has handled the close (its row is gone): the agent is still online, by B's tab.
    await presenceRowsReach(db, me, 1);
    await db.end();
    expect(await onlineOf(httpA, onA, me)).toBe(true);
    expect(await onlineOf(httpB, onB, me)).toBe(true);
    tabB.close();
    await until(httpA, onA, me, false);
    const [view] = (await httpA.get<AgentJson[]>(`/api/admin/agent/get?userId=${me}`, onA)).body.data!;
    expect(view.lastActivity).toEqual(expect.any(Number));
  });
});
