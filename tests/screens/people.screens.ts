import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../e2e/support/test';
import { AgentsPage } from '../e2e/pages/AgentsPage';
import { CustomersPage } from '../e2e/pages/CustomersPage';
import { LoginPage } from '../e2e/pages/LoginPage';
import { TeamsPage } from '../e2e/pages/TeamsPage';
import { ownerApi, seedCustomer, setCustomFields, type SeededCustomer } from '../e2e/support/people';
import { OWNER, createAgent } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

const CUSTOMERS: [string, { email?: string; subtitle?: string; bio?: string }][] = [
  ['Ada Lovelace', { email: 'ada@example.com', subtitle: 'Analytical Engines Ltd', bio: 'Prefers email; orders in bulk every quarter.' }],
  ['陳大文', { email: 'tai-man@example.hk', subtitle: '九龍灣分店' }],
  ['Grace Hopper', { email: 'grace@navy.example', subtitle: 'COBOL Inc.' }],
  ['李小明', { subtitle: '深圳' }],
  ['Alan Turing', { email: 'alan@bletchley.example' }],
];

/** Custom fields, customers with notes and tags, two agents and two teams. */
async function seed(owner: APIRequestContext): Promise<SeededCustomer[]> {
  await setCustomFields(owner, {
    customerFields: [
      { id: 'birthday', type: 'anniversary', name: { en: 'Birthday', zh: '生日', 'zh-cn': '生日' } },
      { id: 'website', type: 'url', name: { en: 'Website', zh: '網站', 'zh-cn': '网站' } },
      { id: 'memberSince', type: 'date', name: { en: 'Member since', zh: '入會日期', 'zh-cn': '入会日期' } },
    ],
    agentFields: [{ id: 'extension', type: 'phone', name: { en: 'Extension', zh: '分機', 'zh-cn': '分机' } }],
  });
  const out: SeededCustomer[] = [];
  for (const [name, profile] of CUSTOMERS) out.push(await seedCustomer(owner, name, profile));
  const ada = out[0];
  await owner.post('/api/admin/customer/update', {
    data: { userId: ada.id, fields: { birthday: { value: '12-10' }, website: { value: 'https://ada.example' } }, clientType: 26 },
  });
  await owner.post('/api/tag/customer/assign', { data: { userId: ada.id, tag: ['VIP', 'Wholesale'], clientType: 26 } });
  await owner.post('/api/admin/customer/note/add', { data: { userId: ada.id, content: 'Asked for a quote on 500 units.', clientType: 26 } });
  await owner.post('/api/admin/customer/note/add', { data: { userId: ada.id, content: 'Call back on Monday about the delivery date.', clientType: 26 } });
  await ada.send('Hello, is my order shipped?');
  return out;
}

test.describe.configure({ mode: 'serial' });

let customers: SeededCustomer[] = [];

test.beforeAll(async () => {
  const owner = await ownerApi();
  customers = await seed(owner);
  const mei = await createAgent('Mei Chan');
  const omar = await createAgent('Omar Haddad');
  const ids = await owner.get('/api/admin/agent?size=0&clientType=26');
  const list = ((await ids.json()) as { data: { id: string; email: string }[] }).data;
  const idOf = (email: string) => list.find((a) => a.email === email)?.id ?? '';
  await owner.post('/api/admin/team/create', { data: { name: 'Sales', agent: [idOf(mei.email), idOf(omar.email)], clientType: 26 } });
  await owner.post('/api/admin/team/create', { data: { name: 'Support', agent: [idOf(mei.email)], clientType: 26 } });
  await owner.post('/api/admin/team/create', { data: { name: 'VIP desk', clientType: 26 } });
  await owner.dispose();
});

test.afterAll(async () => {
  for (const c of customers) await c.dispose();
});

for (const locale of ['en', 'zh'] as const) {
  test(`people ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);

    const list = new CustomersPage(page);
    await list.goto();
    await expect(list.rows.first()).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `people-customers-${locale}`);

    await list.add(locale === 'en' ? 'Email' : '電子郵件');
    await list.condition.selectOption('contains');
    await list.operand.fill('example');
    await page.waitForTimeout(300);
    await shot(page, `people-customers-filter-${locale}`);
    await list.operand.press('Enter');
    await page.waitForTimeout(500);
    await shot(page, `people-customers-filtered-${locale}`);

    await page.goto(`/customers/${customers[0].id}`);
    await expect(page.getByTestId('customer-page')).toBeVisible();
    await page.waitForTimeout(600);
    await shot(page, `people-customer-profile-${locale}`);

    const agents = new AgentsPage(page);
    await agents.goto();
    await expect(agents.row(OWNER.email)).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `people-agents-${locale}`);
    await agents.invite.click();
    await agents.send.click();
    await page.waitForTimeout(300);
    await shot(page, `people-agents-invite-${locale}`);
    await page.keyboard.press('Escape');

    await agents.openProfile(OWNER.email);
    await page.waitForTimeout(400);
    await shot(page, `people-agent-profile-${locale}`);
    await page.getByRole('tab').nth(1).click();
    await page.waitForTimeout(300);
    await shot(page, `people-agent-permissions-${locale}`);
    await page.getByRole('tab').nth(2).click();
    await page.waitForTimeout(300);
    await shot(page, `people-agent-conversations-${locale}`);

    const teams = new TeamsPage(page);
    await teams.goto();
    await expect(teams.card('Sales')).toBeVisible();
    await teams.open('Sales');
    await page.waitForTimeout(400);
    await shot(page, `people-teams-${locale}`);
  });
}
