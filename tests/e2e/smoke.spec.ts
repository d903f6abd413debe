import { expect, test } from '@playwright/test';

test('serves the console, the widget, the loader and the OpenAPI file', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const consolePage = await page.goto('/');
  expect(consolePage?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();

  const widget = await page.goto('/widget/');
  expect(widget?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();

  const sdk = await request.get('/sdk.js');
  expect(sdk.status()).toBe(200);
  expect(sdk.headers()['content-type']).toContain('javascript');

  const openapi = await request.get('/api/openapi.json');
  expect(openapi.status()).toBe(200);
  const doc = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/api/init');

  expect(errors).toEqual([]);
});
