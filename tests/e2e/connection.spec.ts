import { expect, test } from '@playwright/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { createAgent } from './support/server';

test('the connection indicator turns red on failure, and a click or the window regaining focus reconnects', async ({ page }) => {
  const agent = await createAgent('Socket Agent');
  // The first two connections fail; the rest reach the real server.
  let attempts = 0;
  await page.routeWebSocket(/\/websocket\/connect$/, (ws) => {
    attempts += 1;
    if (attempts <= 2) ws.close({ code: 1011, reason: 'test: refused' });
    else ws.connectToServer();
  });

  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await shell.expectLoaded();

  await expect(shell.connection).toHaveAttribute('data-state', 'error');
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', 'rgb(204, 61, 67)');

  // Spec §4: it retries when the window regains focus...
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => attempts).toBe(2);
  await expect(shell.connection).toHaveAttribute('data-state', 'error');

  // ...and when the indicator is clicked (spec §2).
  await shell.connection.click();
  await expect(shell.connection).toHaveAttribute('data-state', 'success');
  await expect(shell.connection.locator('span')).toHaveCSS('background-color', 'rgb(43, 182, 115)');
  expect(attempts).toBe(3);
});
