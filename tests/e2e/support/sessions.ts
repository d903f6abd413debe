import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { OWNER } from './server';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the login page; later tests reuse the session (sign-ins are rate limited). */
export async function signInState(browser: Browser, email = OWNER.email, password = OWNER.password): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A new page in its own context, signed in with a saved session. */
export async function pageWith(browser: Browser, state: StorageState): Promise<Page> {
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

/** Whether an intercepted GraphQL request is the operation `name` (to route only that one). */
export function isOperation(postData: string | null, name: string): boolean {
  return Boolean(postData && postData.includes(`"operationName":"${name}"`));
}
