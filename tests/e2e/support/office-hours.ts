import { expect, type APIRequestContext } from '@playwright/test';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Closed every day: nobody answers live, whoever is online (the widget then asks for an email). */
export const CLOSED_WEEK = Object.fromEntries(DAYS.map((d) => [d, { enable: false, start: '09:00', end: '18:00' }]));
/** Open all day, every day: the workspace's default, which every other spec expects. */
export const OPEN_WEEK = Object.fromEntries(DAYS.map((d) => [d, { enable: true, start: '00:00', end: '24:00' }]));

/** Merges into the workspace's customization (manageSettings), through GraphQL. */
export async function setAppConfig(owner: APIRequestContext, value: Record<string, unknown>): Promise<void> {
  const res = await owner.post('/graphql', { data: { query: 'mutation($v: JSONObject!) { updateAppConfig(value: $v) }', variables: { v: value } } });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}
