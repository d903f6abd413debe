import { databaseVariants } from '../support/databases';
import { apiVia, uniqueAddress } from '../support/forwarded';
import { startTestServer, type TestServer } from '../support/server';
import { createAgent, createWorkspace } from '../factories/workspace';

/**
 * Rate limits count the real client (TRUST_PROXY decides which proxies may name it), and an
 * account's sign-in and reset limits are kept per address, so nobody can aim them at an owner.
 */
describe.each(databaseVariants())('sign-in and reset limits on $name', (variant) => {
  const resetRequest = (url: string, forwardedFor: string, email: string) => apiVia(url, forwardedFor).post('/api/forgetPassword/request', { email });
  const uniqueEmail = () => `nobody-${uniqueAddress().replace(/:/g, '')}@example.com`;

  describe('with no trusted proxy (TRUST_PROXY unset)', () => {
    let server: TestServer;
    beforeAll(async () => {
      // Its own server (not a group's, tests/support/shared-server.ts): the sign-in limits at their real size (AUTH_LIMITS_SCALE 1), counted per address.
      server = await startTestServer(variant, { AUTH_LIMITS_SCALE: '1' });
    });
    afterAll(() => server?.close());

    it('a client cannot choose its rate-limit identity with X-Forwarded-For', async () => {
      const email = uniqueEmail();
      const statuses: number[] = [];
      // Each request claims another address; the socket's peer is the same client every time.
      for (let i = 0; i < 4; i++) statuses.push((await resetRequest(server.url, `198.51.100.${i}`, email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let server: TestServer;
    let workspaceId: string;
    beforeAll(async () => {
      server = await startTestServer(variant, { TRUST_PROXY: '1', AUTH_LIMITS_SCALE: '1' });
      workspaceId = (await createWorkspace(server.parley)).id;
    });
    afterAll(() => server?.close());

    const signInVia = (forwardedFor: string, username: string, password: string) =>
      apiVia(server.url, forwardedFor).post('/api/init', { username, password, type: 'agent' });

    it('the last X-Forwarded-For hop is the client: what the client itself wrote there is not believed', async () => {
      const email = uniqueEmail();
      // A LAN client (10.0.0.9) writes addresses of its choosing; the proxy appends the one it saw.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await resetRequest(server.url, `198.51.100.${i}, 10.0.0.9`, email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another client behind the same proxy has budget of its own.
      expect((await resetRequest(server.url, '10.0.0.10', email)).status).toBe(200);
    });

    it('an attacker hammering one address cannot lock the owner out', async () => {
      const { email, password } = await createAgent(server.parley, workspaceId, { permissions: ['all'] });
      const attacker = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await signInVia(attacker, email, `Wrong-pass-${i}`)).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      // The attacker's address is stopped, even with the right password...
      const stopped = await signInVia(attacker, email, password);
      expect(stopped.status).toBe(429);
      expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(stopped.body.error).toMatchObject({ code: 429, extraInfo: { retryAfter: expect.any(Number) } });
      // ...while the owner, elsewhere, signs in.
      expect((await signInVia(uniqueAddress(), email, password)).status).toBe(200);
    });

    it("a successful sign-in clears that address's failures", async () => {
      const { email, password } = await createAgent(server.parley, workspaceId);
      const office = uniqueAddress();
      const wrong = async (n: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i++) statuses.push((await signInVia(office, email, `Typo-pass-${i}`)).status);
        return statuses;
      };
      expect(await wrong(9)).toEqual(Array(9).fill(401));
      expect((await signInVia(office, email, password)).status).toBe(200);
      expect(await wrong(9)).toEqual(Array(9).fill(401));
      expect((await signInVia(office, email, password)).status).toBe(200);
    });

    it("a flood of reset requests from one address does not block the owner's own request", async () => {
      const { email } = await createAgent(server.parley, workspaceId, { permissions: ['all'] });
      const attacker = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await resetRequest(server.url, attacker, email)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await resetRequest(server.url, uniqueAddress(), email)).status).toBe(200);
    });
  });
});
