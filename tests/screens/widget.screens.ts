import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../e2e/support/test';
import { WidgetHost } from '../e2e/pages/WidgetHost';
import { startHostServer, type HostServer } from '../e2e/support/host-page';
import { OWNER, apiSignedInAs } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

let host: HostServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  host = await startHostServer();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
  await owner.post('/graphql', {
    data: {
      query: 'mutation($v: JSONObject!) { updateAppConfig(value: $v) }',
      variables: {
        v: {
          productName: 'Acme Support',
          responseTimeType: 'manual',
          officeHourResponseTime: 5,
          officeHour: {
            mon: { enable: true, start: '00:00', end: '24:00' },
            sat: { enable: true, start: '10:00', end: '16:00' },
            sun: { enable: false, start: '00:00', end: '24:00' },
          },
          timezone: 'UTC',
        },
      },
    },
  });
});
test.afterAll(async () => {
  await owner?.dispose();
  await host?.close();
});

for (const lang of ['en', 'zh'] as const) {
  test(`widget landing and conversation ${lang}`, async ({ page }) => {
    const key = ((await (await owner.post('/api/admin/setting/apiKey/create', { data: { name: `Screens ${lang}` } })).json()) as { data: { key: string } })
      .data;
    const widget = new WidgetHost(page);
    await page.goto(host.url({ apiKey: key.key, lang }));
    await expect(widget.launcher).toBeVisible();
    await shot(page, `widget-launcher-${lang}`);
    await widget.open();
    // The frame grows to the open panel a moment after the panel renders inside it.
    await expect.poll(async () => (await widget.size()).height).toBeGreaterThan(400);
    await shot(page, `widget-landing-${lang}`);
    const id = await widget.startConversation();
    await widget.send(lang === 'en' ? 'Hi! Where is my order #1042?' : '你好！我的訂單 #1042 在哪裡？');
    await owner.post('/api/message/send', {
      data: {
        conversationId: id,
        meta: {
          type: 1,
          content: lang === 'en' ? 'Hello! It shipped this morning: https://track.example.com/1042' : '您好！已於今早出貨：https://track.example.com/1042',
        },
      },
    });
    await expect(widget.messages).toHaveCount(2);
    await shot(page, `widget-conversation-${lang}`);
  });

  test(`widget mobile ${lang}`, async ({ page }) => {
    const key = ((await (await owner.post('/api/admin/setting/apiKey/create', { data: { name: `Mobile ${lang}` } })).json()) as { data: { key: string } }).data;
    const widget = new WidgetHost(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(host.url({ apiKey: key.key, lang }));
    await expect(widget.launcher).toBeVisible();
    await widget.command('set-mode', 'mobile');
    await widget.open();
    await shot(page, `widget-mobile-landing-${lang}`);
    await widget.startConversation();
    await widget.send(lang === 'en' ? 'Can I change my delivery address?' : '可以更改送貨地址嗎？');
    await expect(widget.messages).toHaveCount(1);
    await shot(page, `widget-mobile-conversation-${lang}`);
  });
}
