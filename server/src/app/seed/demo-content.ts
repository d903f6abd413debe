/** The people and talk of the demo workspace: English, Traditional and Simplified Chinese. */

export const DEMO_AGENTS = [
  { displayName: 'Grace Lin', email: 'grace@demo.parley.local', permissions: ['console', 'allConversations', 'manageUser', 'report'] },
  { displayName: '陳大文', email: 'tai-man@demo.parley.local', permissions: ['console', 'allConversations'] },
  { displayName: 'Oliver Smith', email: 'oliver@demo.parley.local', permissions: ['console', 'ownConversations'] },
  { displayName: '王小明', email: 'xiaoming@demo.parley.local', permissions: ['console', 'allConversations'] },
] as const;

export const DEMO_TEAMS = [
  { name: 'Billing', members: [0, 1] },
  { name: '客戶服務', members: [1, 3] },
  { name: 'Technical support', members: [2, 3] },
] as const;

export const DEMO_TAGS = ['vip', 'refund', 'bug', '訂單', '物流', 'feedback'] as const;

const FIRST = ['Emma', 'Liam', 'Sophia', 'Noah', 'Mia', 'Lucas', '美玲', '志明', '嘉欣', '浩然', '小紅', '建國'];
const LAST = ['Johnson', 'Garcia', 'Brown', 'Wong', 'Chan', 'Lee', '張', '李', '黃', '劉'];

export function demoCustomerName(i: number): { displayName: string; email: string } {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const chinese = /[\u4e00-\u9fff]/.test(first);
  const displayName = chinese ? `${last}${first}` : `${first} ${last}`;
  return { displayName, email: `customer${i + 1}@example.com` };
}

/** One line of a scripted conversation: who says it and what. */
export type Line =
  | { from: 'customer' | 'agent'; text: string }
  | { from: 'agent'; note: string; mention?: boolean }
  | { from: 'agent'; reply: string }
  | { from: 'agent'; cards: { title: string; description: string; url: string }[] }
  | { from: 'agent'; form: { title: string; description: string } }
  | { from: 'agent'; template: { name: string; params: { name: string; value: string }[] } }
  | { from: 'customer'; image: string }
  | { from: 'customer' | 'agent'; file: { name: string; text: string } }
  | { from: 'customer'; voice: true };

export const DEMO_SCRIPTS: Line[][] = [
  [
    { from: 'customer', text: 'Hi! My order #4711 has not arrived yet.' },
    { from: 'agent', text: 'Sorry about that. Let me check the delivery for you.' },
    { from: 'agent', note: 'Courier says the parcel is stuck at the depot; asking for a re-delivery.', mention: true },
    {
      from: 'agent',
      template: {
        name: 'Delivery update',
        params: [
          { name: 'order', value: '#4711' },
          { name: 'eta', value: 'Friday' },
        ],
      },
    },
    { from: 'customer', text: 'Great, thank you!' },
  ],
  [
    { from: 'customer', text: '你好，我想申請退款，訂單編號是 A-2093。' },
    { from: 'customer', file: { name: '發票-A-2093.txt', text: '發票編號 A-2093\n金額 NT$1,280\n' } },
    { from: 'agent', text: '您好！我們已收到您的退款申請，會在三個工作天內處理。' },
    { from: 'agent', file: { name: 'refund-policy.txt', text: 'Refunds are processed within 3 business days.\n' } },
    { from: 'agent', form: { title: '請為這次服務評分', description: '您的意見能幫助我們改善服務' } },
    { from: 'customer', text: '謝謝你的幫忙！' },
  ],
  [
    { from: 'customer', text: '请问你们的年度方案有折扣吗？' },
    {
      from: 'agent',
      cards: [
        { title: '年度方案', description: '一次付清享八五折优惠', url: 'https://example.com/plans/annual' },
        { title: '团队方案', description: '十人以上另有优惠', url: 'https://example.com/plans/team' },
      ],
    },
    { from: 'customer', text: '好的，我再考虑一下。' },
  ],
  [
    { from: 'customer', text: 'The app crashes when I upload a photo from my phone.' },
    { from: 'customer', image: 'screenshot.png' },
    { from: 'agent', reply: 'Thanks for the report. Which phone and app version are you on?' },
    { from: 'customer', text: 'iPhone 15, version 3.2.1' },
    { from: 'agent', note: 'Reproduced on iOS 18 with HEIC photos. Filed as BUG-812.' },
    { from: 'agent', text: 'We found the problem and a fix ships next week. Meanwhile, JPEG photos work.' },
  ],
  [
    { from: 'customer', text: 'Can I change the email address on my account?' },
    { from: 'customer', voice: true },
    { from: 'agent', form: { title: 'Update your contact details', description: 'We will confirm the change by email' } },
  ],
  [
    { from: 'customer', text: '我的帳戶無法登入，密碼已經重設過了。' },
    { from: 'agent', text: '請問您看到什麼錯誤訊息呢？' },
    { from: 'customer', text: '它說「帳戶已被鎖定」。' },
    { from: 'agent', note: '帳戶因多次登入失敗被鎖，已手動解鎖。' },
    { from: 'agent', text: '已經幫您解鎖，請再試一次。' },
  ],
];

/** Rating comments by score, in the customer's language family. */
export const DEMO_RATINGS = [
  { score: 5, comment: 'Super fast and friendly!' },
  { score: 4, comment: '服務很好，謝謝' },
  { score: 3, comment: 'OK, took a while' },
] as const;
