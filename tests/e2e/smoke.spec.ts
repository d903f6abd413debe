import { expect, test } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { watchCspViolations } from './support/csp';
import { OWNER } from './support/server';

test('serves the console, the widget, the loader and the OpenAPI file', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cspViolations = await watchCspViolations(page);

  const consolePage = await page.goto('/');
  expect(consolePage?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  // The console runs under its CSP and is never framed.
  expect(consolePage?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const login = new LoginPage(page);
  await expect(login.email).toBeVisible();
  // Signed in, the inbox opens its sockets and loads its pages under the same CSP.
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'success');

  const widget = await page.goto('/widget/');
  expect(widget?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(widget?.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(widget?.headers()['x-frame-options']).toBeUndefined();

  const sdk = await request.get('/sdk.js');
  expect(sdk.status()).toBe(200);
  expect(sdk.headers()['content-type']).toContain('javascript');
  expect(sdk.headers()['cross-origin-resource-policy']).toBe('cross-origin');

  const openapi = await request.get('/api/openapi.json');
  expect(openapi.status()).toBe(200);
  const doc = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/api/init');

  expect(errors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
