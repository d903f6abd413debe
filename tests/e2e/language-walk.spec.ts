import path from 'node:path';
import { request as playwrightRequest, type Frame, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { INVITATION_LINK, OWNER, acceptInvitation, apiSignedInAs, baseUrl, linkFromOutbox, mailCount, uniqueEmail } from './support/server';

/**
 * Issue 50, "Done when": every console route and the widget in zh and zh_cn, read for English. The
 * walk runs in a workspace of its own whose every name the walk chose in Chinese, so any Latin word
 * left on a screen is the product's, not user data — unless it is an id, a URL, an email address,
 * code (the install snippet) or a name on this list.
 */
export const LATIN_ALLOWED = [
  // Product and platform names, kept as their owners write them.
  'Parley',
  'Facebook',
  'Messenger',
  'WhatsApp',
  // Technical names a reader of the screen types or reads in documentation as they are.
  'API',
  'SDK',
  'URL',
  'ID',
  'IDs',
  'CSV',
  'JSON',
  'HTML',
  'HMAC',
  'SHA',
  'SMTP',
  'HTTPS',
  'JavaScript',
  'refId',
  'refIdHash',
  'Webhook',
  'GMT',
  'UTC',
  'OK',
  'GraphQL',
  'REST',
  'AES',
  'zip',
  // Keys as the keyboard labels them.
  'Enter',
  'Shift',
  'Ctrl',
  'Esc',
  // The date format the spec asks every date field to show (YYYY-MM-DD).
  'YYYY',
  'MM',
  'DD',
  // The language switch names English in English (each language is named in itself).
  'English',
];

const PASSWORD = 'Walk-pass-1';
const screens = path.resolve('test-results/screens');
// Exact spelling: 'SDK' in a sentence is a name, 'sdk' on a screen is a raw code.
const allowed = new Set(LATIN_ALLOWED);

/** The Latin words a reader sees (text, placeholders, labels, tooltips), without ids, URLs, addresses and code. */
async function latinWords(page: Page | Frame): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && (el as HTMLElement).offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, pre, script, style, [data-user-data]') || !visible(parent)) continue;
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (el.closest('code, pre, [data-user-data]') || !visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    for (const el of document.querySelectorAll('input:not([type=hidden]), textarea')) {
      const value = (el as HTMLInputElement).value;
      if (value && visible(el) && !el.closest('code, pre, [data-user-data]') && (el as HTMLInputElement).readOnly) out.push(value);
    }
    return out;
  });
  const words = new Set<string>();
  for (const text of seen) {
    const cleaned = text
      .replace(/https?:\/\/\S+/g, ' ')
      // Code quoted in a sentence: a tag (</body>) or a call (Parley('show')).
      .replace(/<\/?[a-z]+>/gi, ' ')
      .replace(/\b\w+\([^)]*\)/g, ' ')
      .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
      .replace(/\b(pk|sk|tk|v)_[\w-]+/g, ' ')
      .replace(/\b[0-9a-f]{7,}(-[0-9a-f]+)*\b/gi, ' ')
      .replace(/\b[\w-]*\d[\w-]*\b/g, ' ');
    for (const word of cleaned.match(/[A-Za-z][A-Za-z'’]+/g) ?? []) if (!allowed.has(word)) words.add(word);
  }
  return [...words].sort();
}

/** A workspace made through the system API, its owner signed up with a Chinese name. */
async function chineseWorkspace(lang: 'zh' | 'zh_cn'): Promise<string> {
  const email = uniqueEmail(`walk-${lang}`);
  const operator = await apiSignedInAs(OWNER.email, OWNER.password);
  const before = mailCount(email);
  const created = await operator.post('/api/system/workspace/create', {
    data: { name: lang === 'zh' ? '晨光客服' : '晨光客服中心', ownerEmail: email, ownerDisplayName: '陳大文', clientType: 26 },
  });
  expect(created.status(), await created.text()).toBe(200);
  await operator.dispose();
  await acceptInvitation(await linkFromOutbox(email, INVITATION_LINK, before), { password: PASSWORD });
  return email;
}

let host: HostServer;
test.beforeAll(async () => {
  host = await startHostServer();
});
test.afterAll(async () => {
  await host?.close();
});

for (const lang of ['zh', 'zh_cn'] as const) {
  test(`every console route and the widget in ${lang} say nothing in English`, async ({ page, browser }) => {
    test.slow();
    const email = await chineseWorkspace(lang);
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(lang);
    await expect(login.submit).toHaveText(lang === 'zh' ? '登入' : '登录');
    const findings: Record<string, string[]> = {};
    const signIn = await latinWords(page);
    if (signIn.length) findings['/login'] = signIn;
    await page.screenshot({ path: path.join(screens, `walk-${lang}-login.png`) });
    await login.signIn(email, PASSWORD);
    await expect(page).toHaveURL(/\/conversation$/);

    // A visitor nobody named writes in through a key named in Chinese.
    const key = await page.request.post('/api/admin/setting/apiKey/create', { data: { name: '官方網站', clientType: 26 } });
    const appKey = ((await key.json()) as { data: { key: string } }).data.key;
    const guest = await playwrightRequest.newContext({ baseURL: baseUrl() });
    const init = await guest.post('/api/init', { data: { type: 'customer', appKey, getAuthToken: true, clientType: 26 } });
    const { token, user } = ((await init.json()) as { data: { token: string; user: { userId: string } } }).data;
    const auth = { authorization: `Bearer ${token}` };
    const conversation = await guest.post('/api/conversation/create', { data: { customer: [user.userId], clientType: 26 }, headers: auth });
    const conversationId = ((await conversation.json()) as { data: { id: string } }).data.id;
    const sent = await guest.post('/api/message/send', {
      data: { conversationId, meta: { type: 1, content: '你好，我想查詢訂單' }, clientType: 26 },
      headers: auth,
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await guest.dispose();

    const routes = [
      '/conversation',
      '/conversation?view=unassigned',
      `/conversation/${conversationId}`,
      `/customers/${user.userId}`,
      '/customers',
      '/agents',
      '/teams',
      '/customization',
      '/configuration',
      '/externalPlatform',
      '/developer',
      '/audit',
      '/retention',
      '/report',
    ];
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Read once every spinner has made way for what it was loading.
      await expect(page.locator('main svg[role="status"]')).toHaveCount(0);
      const words = await latinWords(page);
      if (words.length) findings[route] = words;
      await page.screenshot({ path: path.join(screens, `walk-${lang}${route.replace(/\//g, '-').replace(/-[0-9a-f-]{36}/g, '-id')}.png`) });
    }

    // The widget, on another origin, as a visitor in the same language.
    const visitor = await browser.newPage();
    const widget = new WidgetHost(visitor);
    await visitor.goto(host.url({ apiKey: appKey, lang: lang === 'zh' ? 'zh' : 'zh-cn' }));
    await widget.open();
    const widgetFrame = visitor.frames().find((f) => f !== visitor.mainFrame());
    const widgetWords = async () => (widgetFrame ? latinWords(widgetFrame) : ['(no widget frame)']);
    const home = await widgetWords();
    if (home.length) findings['widget home'] = home;
    await widget.startConversation();
    await widget.send('請問營業時間？');
    const chat = await widgetWords();
    if (chat.length) findings['widget conversation'] = chat;
    await visitor.screenshot({ path: path.join(screens, `walk-${lang}-widget.png`) });
    await visitor.close();

    expect(findings).toEqual({});
  });
}
