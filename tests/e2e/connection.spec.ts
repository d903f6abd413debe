import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { createAgent } from './support/server';

const RED = 'rgb(202, 55, 61)';
const GREEN = 'rgb(43, 182, 115)';

test('the connection indicator turns red on failure, and a click or the window regaining focus reconnects at once', async ({ page }) => {
  const agent = await createAgent('Socket Agent');
  // The tab's one realtime socket (graphql-ws): refused until the test lets it through.
  let refuse = true;
  const attempts: number[] = [];
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    attempts.push(Date.now());
    if (refuse) ws.close({ code: 1001, reason: 'test: refused' });
    else ws.connectToServer();
  });

  // The page's clock is the test's: the waits between attempts pass when the test says so.
  await page.clock.install();
  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await shell.expectLoaded();

  await expect(shell.connection).toHaveAttribute('data-state', 'error');
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', RED);

  // On its own it tries again after 1, 2, then 4 seconds (each with up to half a second's spread)...
  for (const [wait, count] of [
    [1_500, 2],
    [2_500, 3],
    [4_500, 4],
  ] as const) {
    // (The page's clock also runs on by itself: on a slow machine an attempt may come before the jump.)
    await page.clock.fastForward(wait);
    await expect.poll(() => attempts.length).toBeGreaterThanOrEqual(count);
  }
  // ...and the next wait is 8 s, but the window regaining focus tries at once (spec §4).
  const before = attempts.length;
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => attempts.length, { timeout: 3_000 }).toBe(before + 1);
  await expect(shell.connection).toHaveAttribute('data-state', 'error');

  // So does a click on the indicator (spec §2), now with the server reachable.
  refuse = false;
  await shell.connection.click();
  await expect(shell.connection).toHaveAttribute('data-state', 'success', { timeout: 5_000 });
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', GREEN);
  expect(attempts).toHaveLength(before + 2);
});

test('a connection whose pings go unanswered is found dead, shown as lost, and replaced', async ({ page }) => {
  const agent = await createAgent('Ping Agent');
  // The first socket stops carrying the page's pings to the server (a network that died silently).
  let sockets = 0;
  let pingsDropped = 0;
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    sockets += 1;
    if (sockets > 1) return void ws.connectToServer();
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (typeof m === 'string' && m.includes('"type":"ping"')) {
        pingsDropped += 1;
        return;
      }
      server.send(m);
    });
  });
  // The page's clock is the test's: the 20 s to the ping and the 10 s for its pong pass at once.
  await page.clock.install();
  const shell = new ConsoleShell(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await shell.expectLoaded();
  await expect(shell.connection).toHaveAttribute('data-state', 'success');

  // Ping after 20 s (spec §9)...
  await page.clock.fastForward(20_000);
  await expect.poll(() => pingsDropped).toBe(1);
  // ...no pong within 10 s: the socket is ended, shown as lost, and a new one opened.
  await expect(shell.connection).toHaveAttribute('data-state', 'success');
  await page.clock.fastForward(10_000);
  await expect(shell.connection).toHaveAttribute('data-state', 'pending_retry');
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', RED);
  // The first wait before trying again: 1 s and up to half a second's spread.
  await page.clock.fastForward(1_500);
  await expect(shell.connection).toHaveAttribute('data-state', 'success');
  expect(sockets).toBe(2);
});
