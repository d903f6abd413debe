import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { NotificationSettings } from './pages/NotificationSettings';
import { Toasts } from './pages/Toasts';
import { createAgent } from './support/server';

/**
 * Issue 54, the console's half of agent notifications: the service worker is served and registered,
 * the agent's Notifications section (account menu) saves a preference at once and keeps it, and
 * turning push on explains itself in the page before the browser's own prompt. Headless Chromium
 * cannot reach a real push service: the subscription itself is the integration tests' (a fake push
 * service); here it ends on, or quietly on the note that the push service is unreachable.
 */
const screens = path.resolve('test-results/screens');

// As an agent who allowed notifications (headless Chromium denies them otherwise, and never prompts).
test.use({ permissions: ['notifications'] });

const LABELS = {
  en: { menu: 'Notifications', emailMentions: 'Email: Mentions', window: /at most one every \d+ minutes?/ },
  zh: { menu: '通知', emailMentions: '電子郵件：提及', window: /最多每 \d+ 分鐘一封/ },
  zh_cn: { menu: '通知', emailMentions: '电子邮件：提及', window: /最多每 \d+ 分钟一封/ },
} as const;

async function signIn(page: Page, locale: keyof typeof LABELS = 'en') {
  const agent = await createAgent(`Notify ${locale} ${Date.now().toString(36)}`);
  const login = new LoginPage(page);
  await login.goto();
  if (locale !== 'en') await login.chooseLanguage(locale);
  await login.signIn(agent.email, agent.password);
  await new ConsoleShell(page).expectLoaded();
  return agent;
}

const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('UpdateNotificationPreferences') && r.ok());

test('the service worker is served as a script that is never kept stale, and registers once the console is up', async ({ page }) => {
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/login');
  // Never on the sign-in page: none once it is idle, when the console would have registered it.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);

  await signIn(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.active?.scriptURL ?? null)), { timeout: 15_000 })
    .toMatch(/\/sw\.js$/);
});

test('a preference is saved at once and stays after a reload', async ({ page }) => {
  await signIn(page);
  const settings = new NotificationSettings(page);
  await settings.open();
  await expect(settings.emailWindow).toHaveText(LABELS.en.window);

  const emailMentions = settings.checkbox('Email: Mentions');
  const before = (await emailMentions.getAttribute('aria-checked')) === 'true';
  const saving = saved(page);
  await emailMentions.click();
  // Optimistic: changed before the server answers.
  await expect(emailMentions).toHaveAttribute('aria-checked', String(!before));
  await saving;

  await page.reload();
  await new ConsoleShell(page).expectLoaded();
  await settings.open();
  await expect(settings.checkbox('Email: Mentions')).toHaveAttribute('aria-checked', String(!before));
  await expect(settings.checkbox('Push: Mentions')).toBeVisible();

  // Back as it was, and no failure said.
  const savingAgain = saved(page);
  await settings.checkbox('Email: Mentions').click();
  await savingAgain;
  await expect(new Toasts(page).withText('could not be saved')).toHaveCount(0);
});

/**
 * Headless Chromium never prompts: notifications are denied unless the context grants them, and then
 * granted before anything asks. So the browser allows them from the start, and this browser was
 * turned off before (what the section's "Turn off" leaves): the console does not subscribe it again
 * at startup, and the agent turns it on through the explanation.
 */
async function signInTurnedOff(page: Page, locale: keyof typeof LABELS = 'en') {
  await page.addInitScript(() => localStorage.setItem('parley.push.off', '1'));
  return signIn(page, locale);
}

test('the link in a notification email opens the Notifications section, and the address is left clean', async ({ page }) => {
  await signIn(page);
  await page.goto('/conversation?settings=notifications');
  await expect(new NotificationSettings(page).settings).toBeVisible();
  await expect(page).toHaveURL(/\/conversation$/);
});

test('turning push on explains it in the page first, then asks the browser', async ({ page }) => {
  await signInTurnedOff(page);
  const settings = new NotificationSettings(page);
  // Registered, and still not subscribed: turned off here stays off.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => Boolean(r?.active))), { timeout: 15_000 }).toBe(true);
  expect(
    await page.evaluate(() =>
      navigator.serviceWorker
        .getRegistration('/')
        .then((r) => r?.pushManager.getSubscription())
        .then((s) => s ?? null),
    ),
  ).toBeNull();
  await settings.open();
  await expect(settings.thisBrowser).toHaveAttribute('data-state', 'off');
  await expect(page.getByTestId('push-subscription-row')).toHaveCount(0);

  await settings.turnOn.click();
  await expect(settings.explanation).toBeVisible();
  await expect(settings.explanation).toContainText('Your browser will now ask whether Parley may show notifications');

  // Continue asks the browser (which allows at once here), then subscribes.
  await settings.continue.click();
  await expect(settings.explanation).toBeHidden();
  await expect(settings.thisBrowser).toHaveAttribute('data-state', /^(on|unreachable)$/, { timeout: 30_000 });
  if ((await settings.thisBrowser.getAttribute('data-state')) === 'on') {
    await expect(page.getByTestId('push-subscription-row').filter({ hasText: 'This browser' })).toBeVisible();
  } else {
    // Quietly: a note in the section, no error toast.
    await expect(settings.thisBrowser).toContainText('could not reach its push service');
    await expect(page.getByRole('region', { name: /Notification/ }).getByRole('listitem')).toHaveCount(0);
  }
  await page.screenshot({ path: path.join(screens, 'notifications-after-turn-on-en.png') });
});

for (const locale of ['en', 'zh', 'zh_cn'] as const) {
  test(`screenshots of the explanation and the preferences, ${locale}`, async ({ page }) => {
    await signInTurnedOff(page, locale);
    const settings = new NotificationSettings(page);
    await settings.open(LABELS[locale].menu);
    await expect(settings.emailWindow).toHaveText(LABELS[locale].window);
    await expect(settings.checkbox(LABELS[locale].emailMentions)).toBeVisible();
    // The drawer's slide-in has ended.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(screens, `notifications-preferences-${locale}.png`) });

    await settings.turnOn.click();
    await expect(settings.explanation).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(screens, `notifications-explanation-${locale}.png`) });
  });
}
