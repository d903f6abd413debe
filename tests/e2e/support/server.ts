import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { outboxFor } from '../../support/outbox';
import { e2eServer, OWNER_SEED } from './e2e-server';

/** The seeded owner of every worker's server (e2e-server.ts). */
export const OWNER = { ...OWNER_SEED, displayName: 'e2e-owner' };

/** The worker's server (e2e-server.ts). */
export const baseUrl = (): string => e2eServer().url;

/** An address nobody else in the run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A REST client signed in as the given person (its own cookie jar, not the browser's). */
export async function apiSignedInAs(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const res = await api.post('/api/init', { data: { type: 'agent', username: email, password, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** How many emails `to` has had: pass it to linkFromOutbox to wait for the next one. */
export const mailCount = (to: string): number => outboxFor(e2eServer().dataDir, to).length;

/**
 * The path of the link in the newest email to `to`, once it has more than `after` emails (emails
 * are sent by background jobs, a moment after the answer that asked for them).
 */
export async function linkFromOutbox(to: string, pattern: RegExp, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = outboxFor(e2eServer().dataDir, to);
        const match = mails.length > after ? pattern.exec(mails[mails.length - 1]) : null;
        link = match?.[1] ?? '';
        return link;
      },
      { message: `an email to ${to} with a link like ${pattern}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

export const INVITATION_LINK = /https?:\/\/[^/\s]+(\/invitation\/[A-Za-z0-9_-]+)/;
export const RESET_LINK = /https?:\/\/[^/\s]+(\/account\/[A-Za-z0-9_-]+\/reset)/;

/** The owner invites someone; answers the invitation path from the outbox. */
export async function inviteAgent(owner: APIRequestContext, email: string, displayName: string): Promise<string> {
  const before = mailCount(email);
  const res = await owner.post('/api/admin/agent/invite', { data: { email, displayName, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return linkFromOutbox(email, INVITATION_LINK, before);
}

/** Accepts an invitation (its path, from the outbox) through the API, as the invited person. */
export async function acceptInvitation(invitation: string, body: Record<string, unknown> = {}): Promise<void> {
  const guest = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const accepted = await guest.post(`/api${invitation}/accept`, { data: { lang: 'en', clientType: 26, ...body } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await guest.dispose();
}

/**
 * A new agent of the E2E workspace with the default permissions (['allConversations']): invited
 * by the owner, invitation accepted through the API.
 */
export async function createAgent(displayName: string, password = 'Agent-pass-1'): Promise<{ email: string; password: string; displayName: string }> {
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const email = uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '-'));
  const invitation = await inviteAgent(owner, email, displayName);
  await owner.dispose();

  const guest = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const accepted = await guest.post(`/api${invitation}/accept`, { data: { password, lang: 'en', clientType: 26 } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await guest.dispose();
  return { email, password, displayName };
}
