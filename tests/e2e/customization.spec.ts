import { expect, test, type APIRequestContext, type FrameLocator, type Page } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { png } from './support/media';
import { OWNER, apiSignedInAs } from './support/server';

let host: HostServer;
let owner: APIRequestContext;
let saved: Record<string, unknown>;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await owner.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function newKey(name: string): Promise<string> {
  const res = await owner.post('/api/admin/setting/apiKey/create', { data: { name, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

async function openCustomization(page: Page): Promise<FrameLocator> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
  await page.goto('/customization');
  const preview = page.frameLocator('[data-testid=widget-preview-frame]');
  await expect(preview.getByTestId('module-startConversation')).toBeVisible();
  return preview;
}

/** The landing page's header background (a gradient of the theme colour). */
const heroBackground = (frame: FrameLocator) =>
  frame
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundImage);

test.beforeAll(async () => {
  host = await startHostServer();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
  saved = (await graphql<{ appConfig: Record<string, unknown> }>('{ appConfig }')).appConfig;
});
test.afterEach(async () => {
  // Every other spec expects the workspace's widget as it was.
  await graphql('mutation($v: JSONObject!) { updateAppConfig(value: $v) }', { v: saved });
});
test.afterAll(async () => {
  await owner?.dispose();
  await host?.close();
});

test('a colour and a greeting show in the preview before saving, and in an open widget on a host page after saving, without a reload', async ({
  page,
  context,
}) => {
  const key = await newKey('Customization');
  const site = await context.newPage();
  const widget = new WidgetHost(site);
  await site.goto(host.url({ apiKey: key, lang: 'en' }));
  await widget.open();
  await expect(widget.frame.getByRole('heading', { name: 'Hi there!' })).toBeVisible();

  const preview = await openCustomization(page);
  await expect(preview.getByRole('heading', { name: 'Hi there!' })).toBeVisible();

  await page.getByTestId('theme-colour').fill('#dc2626');
  await expect.poll(() => heroBackground(preview)).toContain('rgb(220, 38, 38)');
  // One section open at a time: opening Main page folds Appearance away.
  await page.getByRole('button', { name: /^Main page/ }).click();
  await expect(page.getByTestId('theme-colour')).toBeHidden();
  await page.getByTestId('landing-title').fill('Welcome to Acme');
  await expect(preview.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();

  // Each language has its own text; the preview follows the language being edited.
  await page.getByRole('radiogroup', { name: 'Preview language' }).getByRole('radio', { name: 'Simplified Chinese' }).click();
  await expect(page.getByLabel('Greeting (Simplified Chinese)')).toHaveAttribute('placeholder', 'Welcome to Acme');
  await expect(preview.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();
  await expect(preview.getByRole('button', { name: '开始对话' })).toBeVisible();
  await page.getByLabel('Greeting (Simplified Chinese)').fill('欢迎光临');
  await expect(preview.getByRole('heading', { name: '欢迎光临' })).toBeVisible();

  // Not saved yet: the visitor's widget is unchanged.
  await expect(widget.frame.getByRole('heading', { name: 'Hi there!' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(new Toasts(page).withText('Modification succeeded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // The open widget on the host page reads the new configuration by itself.
  await expect(widget.frame.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible({ timeout: 10_000 });
  expect(await heroBackground(widget.frame)).toContain('rgb(220, 38, 38)');
  await widget.command('set-language', 'zh_cn');
  await expect(widget.frame.getByRole('heading', { name: '欢迎光临' })).toBeVisible();
  await site.close();
});

test('the launcher takes its text and icon, or goes away and the host page opens the chat itself', async ({ page, context }) => {
  const key = await newKey('Launcher');
  const site = await context.newPage();
  const widget = new WidgetHost(site);
  await site.goto(host.url({ apiKey: key, lang: 'en' }));
  await expect(widget.launcher).toBeVisible();
  expect(await widget.size()).toEqual({ width: 100, height: 100 });
  // Issue 53: a launcher nobody has shown interest in holds no live connection (its next page view,
  // or the 5-minute refresh, reads a new look); the pointer over it makes it live, like an open one.
  const live = site.waitForResponse((r) => /\/widget\/assets\/live-[^/]+\.js$/.test(new URL(r.url()).pathname));
  await widget.launcher.hover();
  await live;

  const preview = await openCustomization(page);
  await page.getByRole('radio', { name: 'Collapsed' }).click();
  await expect(preview.getByTestId('launcher')).toBeVisible();
  await page.getByTestId('launcher-text').fill('Chat with us');
  await expect(preview.getByTestId('launcher-label')).toHaveText('Chat with us');
  await page.getByTestId('launcher-icon-file').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(300, 300, [255, 200, 0]) });
  await expect(preview.getByTestId('launcher-icon')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(new Toasts(page).withText('Modification succeeded')).toBeVisible();

  // On the host page the launcher grows to hold its text; the frame follows it.
  await expect(widget.frame.getByTestId('launcher-label')).toHaveText('Chat with us', { timeout: 10_000 });
  await expect(widget.frame.getByTestId('launcher-icon')).toBeVisible();
  await expect.poll(async () => (await widget.size()).width).toBeGreaterThan(150);
  expect((await widget.size()).height).toBe(100);

  // Remove the launcher: nothing shows until the page opens the chat.
  await page.getByText('Remove the launcher').click();
  await expect(preview.getByTestId('launcher')).toBeHidden();
  await expect(page.getByText('No launcher: your page opens the chat itself.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(new Toasts(page).withText('Modification succeeded').last()).toBeVisible();
  await expect.poll(() => widget.size(), { timeout: 10_000 }).toEqual({ width: 0, height: 0 });
  expect(await widget.command('show')).toBeNull();
  await expect(widget.frame.getByTestId('module-startConversation')).toBeVisible();
  expect(await widget.size()).toEqual({ width: 400, height: 700 });
  await site.close();
});

test('logos are scaled to fit 240x80 and show on the landing page and at the head of a conversation', async ({ page }) => {
  const preview = await openCustomization(page);
  await page.getByTestId('landing-logo-file').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(1200, 200, [20, 80, 200]) });
  await page.getByTestId('start-logo-file').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png(500, 500, [200, 20, 80]) });
  const natural = (testId: string) =>
    page.getByTestId(testId).evaluate((img: HTMLImageElement) => (img.complete ? { width: img.naturalWidth, height: img.naturalHeight } : null));
  await expect.poll(() => natural('landing-logo-image')).toEqual({ width: 240, height: 40 });
  await expect.poll(() => natural('start-logo-image')).toEqual({ width: 80, height: 80 });
  await expect(preview.locator('header img').first()).toBeVisible();

  await page.getByRole('radio', { name: 'Conversation' }).click();
  await expect(preview.getByTestId('start-logo')).toBeVisible();
  await expect(preview.getByText('Can I change my delivery address?')).toBeVisible();

  // A file that is not an image is refused with a reason; nothing changes.
  await page.getByTestId('company-logo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('company-logo').getByRole('alert')).toHaveText('Choose a PNG, JPEG, WebP, GIF or SVG image.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(new Toasts(page).withText('Modification succeeded')).toBeVisible();
  const stored = (await graphql<{ appConfig: { landingPageLogo: string; startLogo: string; companyLogo: string | null } }>('{ appConfig }')).appConfig;
  expect(stored.landingPageLogo).toMatch(/^data:image\/png;base64,/);
  expect(stored.startLogo).toMatch(/^data:image\/png;base64,/);
  expect(stored.companyLogo).toBeNull();
});

test('office hours: closing times come after the opening time, a closed day, a custom response time, kept after a reload', async ({ page }) => {
  const preview = await openCustomization(page);
  await page.getByRole('button', { name: /^Office hour/ }).click();

  const monday = page.getByTestId('office-mon');
  await monday.getByTestId('office-mon-start').selectOption('09:00');
  const ends = await monday.getByTestId('office-mon-end').locator('option').allTextContents();
  expect(ends[0]).toBe('09:30');
  expect(ends.at(-1)).toBe('24:00');
  expect(ends).toHaveLength(30);
  await expect(monday.getByTestId('office-mon-start').locator('option')).toHaveCount(48);
  await monday.getByTestId('office-mon-end').selectOption('18:00');
  // A later start than the end moves the end after it.
  await monday.getByTestId('office-mon-start').selectOption('19:00');
  await expect(monday.getByTestId('office-mon-end')).toHaveValue('19:30');
  await monday.getByTestId('office-mon-start').selectOption('09:00');
  await monday.getByTestId('office-mon-end').selectOption('18:00');

  await page.getByTestId('office-sun').getByText('Sunday', { exact: true }).click();
  await expect(page.getByTestId('office-sun')).toContainText('Closed');

  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByTestId('office-response-time').fill('15');
  await page.getByTestId('non-office-response-time').fill('120');
  // The preview shows the value for now: open (office) or not, in the workspace's time zone.
  await expect(preview.getByTestId('response-time')).toHaveText(/Average response time: (15 min|2 h)/);
  await page.getByTestId('non-office-response-time').fill('');
  await expect(page.getByText('Whole minutes from 0 to 10080.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByTestId('non-office-response-time').fill('120');

  await page.getByRole('radio', { name: 'Dynamic' }).check();
  await expect(page.getByTestId('measured-response-time')).toContainText('median time to a first answer over the last 7 days');
  await page.getByRole('radio', { name: 'Custom' }).check();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(new Toasts(page).withText('Modification succeeded')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^Office hour/ }).click();
  await expect(page.getByTestId('office-mon-start')).toHaveValue('09:00');
  await expect(page.getByTestId('office-mon-end')).toHaveValue('18:00');
  await expect(page.getByTestId('office-sun')).toContainText('Closed');
  await expect(page.getByTestId('office-response-time')).toHaveValue('15');
  await expect(page.getByTestId('non-office-response-time')).toHaveValue('120');
});

test('a save the server refuses says so and keeps the edits', async ({ page }) => {
  await openCustomization(page);
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('UpdateAppConfig')) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.fallback();
  });
  await page.getByTestId('theme-colour').fill('#16a34a');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(new Toasts(page).withText('Modification failed')).toBeVisible();
  await expect(page.getByTestId('theme-colour')).toHaveValue('#16a34a');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});
