import { expect } from '@jest/globals';
import type { TestServer } from './server';
import type { TestWorkspace } from '../factories/conversation';

export interface CustomerJson {
  id: string;
  userId: string;
  displayName: string;
  generatedName: boolean;
  email: string | null;
  refId: string | null;
  subtitle: string | null;
  bio: string | null;
  createDate: number;
  lastActivity: number | null;
  archived?: boolean;
  tags?: string[];
  fields: Record<string, { value: unknown }>;
  conversationCount?: number;
  notes?: { id: string; userId: string; authorName: string | null; content: string; timestamp: number }[];
  conversations?: { id: string }[];
}
export interface Page {
  items: CustomerJson[];
  hasMore: boolean;
}

export const name = (en: string) => ({ en, zh: '', 'zh-cn': '' });
export const CUSTOMER_FIELDS = [
  { id: 'phone', type: 'phone', name: name('Phone') },
  { id: 'birthday', type: 'anniversary', name: name('Birthday') },
  { id: 'joined', type: 'date', name: name('Joined') },
  { id: 'site', type: 'url', name: name('Web site') },
  { id: 'contact', type: 'email', name: name('Contact email') },
];

export interface Seed {
  displayName: string;
  email?: string | null;
  refId?: string | null;
  subtitle?: string | null;
  bio?: string | null;
  fields?: Record<string, string>;
  createdAt: string;
  lastActivity?: string | null;
  archived?: boolean;
}

// Rows written as the services write them, with the creation times the date filters need.
export const SEEDS: Record<'A' | 'B' | 'C' | 'D' | 'E', Seed> = {
  // 2026-02-01 01:00 in Hong Kong.
  A: {
    displayName: 'Ann Lee',
    email: 'ann@example.com',
    refId: 'R-100',
    subtitle: 'VIP',
    bio: 'likes tea',
    fields: { phone: '+852 1234 5678', birthday: '03-14', joined: '2024-03-14' },
    createdAt: '2026-01-31T17:00:00Z',
    lastActivity: '2026-02-10T00:00:00Z',
  },
  B: { displayName: 'Bob Chan', email: 'bob@test.org', refId: 'R-200', fields: { birthday: '12-25', joined: '2025-12-25' }, createdAt: '2026-01-15T00:00:00Z' },
  // 2026-01-01 00:30 in Hong Kong; a reference number made of LIKE metacharacters.
  C: { displayName: '陳大文', refId: 'x%_\\', subtitle: '', fields: { phone: '2345' }, createdAt: '2025-12-31T16:30:00Z' },
  D: {
    displayName: '=SUM(A1) Dee',
    email: 'dee@example.com',
    refId: '@ref',
    subtitle: '+1 VIP',
    bio: 'says "hi", then, leaves\nnext line',
    createdAt: '2026-02-05T00:00:00Z',
  },
  E: { displayName: 'Ann Archived', email: 'ann2@example.com', createdAt: '2026-02-06T00:00:00Z', archived: true },
};

/** The customer fields and seeds above, written as the services write them; ids and letters both ways. */
export async function seedCustomers(server: TestServer, w: TestWorkspace): Promise<{ id: Record<string, string>; nameOf: Map<string, string> }> {
  const id: Record<string, string> = {};
  const nameOf = new Map<string, string>();
  const set = await w.http.post('/api/admin/setting/update', { customerFields: CUSTOMER_FIELDS, appConfig: { timezone: 'Asia/Hong_Kong' } }, w.owner.creds);
  expect(set.status).toBe(200);
  const ds = server.parley.database.dataSource;
  for (const [key, s] of Object.entries(SEEDS)) {
    const fields = Object.fromEntries(Object.entries(s.fields ?? {}).map(([k, v]) => [k, { value: v }]));
    const [row]: { id: string }[] = await ds.query(
      `INSERT INTO customer (workspace_id, display_name, email, ref_id, subtitle, bio, fields, created_at, last_activity, archived_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10 THEN now() END) RETURNING id`,
      [
        w.workspaceId,
        s.displayName,
        s.email ?? null,
        s.refId ?? null,
        s.subtitle ?? null,
        s.bio ?? null,
        JSON.stringify(fields),
        s.createdAt,
        s.lastActivity ?? null,
        s.archived === true,
      ],
    );
    id[key] = row!.id;
    nameOf.set(row!.id, key);
  }
  return { id, nameOf };
}
