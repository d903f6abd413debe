import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { createAgent } from './support/server';

test('the chosen language survives a reload, is sent at sign-in and stored on the account', async ({ page }) => {
  const agent = await createAgent('Language Agent');
  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);

  await login.goto();
  await login.chooseLanguage('zh_cn');
  await expect(login.submit).toHaveText('登录');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(login.submit).toHaveText('登录');
  expect(await page.evaluate(() => localStorage.getItem('parley.lang'))).toBe('zh_cn');

  // Validation messages follow the language.
  await login.signIn('nope', '');
  await expect(page.getByText('请输入正确的电子邮件格式')).toBeVisible();

  const initBody = page.waitForRequest((r) => r.url().endsWith('/api/init'));
  await login.signIn(agent.email, agent.password);
  expect(JSON.parse((await initBody).postData() ?? '{}')).toMatchObject({ lang: 'zh_cn', type: 'agent', clientType: 26 });
  await shell.expectLoaded();
  await expect(shell.heading).toHaveText('对话');

  // Switch from the account menu, with Confirm.
  const update = page.waitForRequest((r) => r.url().endsWith('/api/me/update'));
  await shell.switchLanguage('切换语言', '繁体中文', '确认');
  expect(JSON.parse((await update).postData() ?? '{}')).toMatchObject({ lang: 'zh' });
  await expect(shell.heading).toHaveText('對話');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  await page.reload();
  await expect(shell.heading).toHaveText('對話');
  const me = await page.request.get('/api/me?clientType=26');
  expect(((await me.json()) as { data: { lang: string } }).data.lang).toBe('zh');

  await shell.switchLanguage('切換語言', '英文', '確認');
  await expect(shell.heading).toHaveText('Conversations');
  await page.reload();
  await expect(shell.heading).toHaveText('Conversations');
});

test('the server’s own messages come in the chosen language: a wrong password in zh and zh_cn', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage('zh');
  await login.signIn('nobody@example.com', 'Wrong-pass-1');
  await expect(page.getByText('電子郵件或密碼不正確')).toBeVisible();
  await login.chooseLanguage('zh_cn');
  await login.signIn('nobody@example.com', 'Wrong-pass-1');
  await expect(page.getByText('电子邮件或密码不正确')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/signin-error-zh_cn.png' });
});
