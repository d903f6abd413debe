import { expect, test } from '@playwright/test';
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

  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await shell.expectLoaded();

  await expect(shell.connection).toHaveAttribute('data-state', 'error');
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', RED);

  // On its own it tries again after 1, 2, 4, then 8 seconds (and more)...
  await expect.poll(() => attempts.length, { timeout: 15_000 }).toBe(4);
  // ...but the window regaining focus tries at once (spec §4).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => attempts.length, { timeout: 3_000 }).toBe(5);
  expect(attempts[4] - attempts[3]).toBeLessThan(6_000);
  await expect(shell.connection).toHaveAttribute('data-state', 'error');

  // So does a click on the indicator (spec §2), now with the server reachable.
  refuse = false;
  await shell.connection.click();
  await expect(shell.connection).toHaveAttribute('data-state', 'success', { timeout: 5_000 });
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', GREEN);
  expect(attempts).toHaveLength(6);
});

test('a connection whose pings go unanswered is found dead, shown as lost, and replaced', async ({ page }) => {
  test.setTimeout(90_000);
  const agent = await createAgent('Ping Agent');
  // The first socket stops carrying the page's pings to the server (a network that died silently).
  let sockets = 0;
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    sockets += 1;
    if (sockets > 1) return void ws.connectToServer();
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (typeof m === 'string' && m.includes('"type":"ping"')) return;
      server.send(m);
    });
  });
  const shell = new ConsoleShell(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await shell.expectLoaded();
  await expect(shell.connection).toHaveAttribute('data-state', 'success');

  // Ping after 20 s, no pong within 10 s (spec §9): the socket is ended and a new one opened.
  await expect(shell.connection).toHaveAttribute('data-state', 'pending_retry', { timeout: 40_000 });
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', RED);
  await expect(shell.connection).toHaveAttribute('data-state', 'success', { timeout: 20_000 });
  expect(sockets).toBe(2);
});
