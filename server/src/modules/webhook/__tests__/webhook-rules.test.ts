import { domainEvent } from '../../../core/events/events';
import { AppError } from '../../../common/errors';
import { backoffMs } from '../webhook-delivery';
import { webhookEventsOf } from '../webhook-events';
import { signatureHeader, verifySignature } from '../webhook-signature';
import { checkedUrl } from '../webhook-url';

const conversation = { id: 'c1', customerId: 'u1', readers: [], internal: false };

describe('webhook signatures', () => {
  const body = '{"id":"e1","type":"ping"}';
  const t = 1_800_000_000;
  const now = t * 1000;

  it('verify with the secret that signed, within the replay window, over the exact bytes', () => {
    const header = signatureHeader(['whsec_a'], body, t);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, body, 'whsec_a', now)).toBe(true);
    expect(verifySignature(header, body, 'whsec_b', now)).toBe(false);
    expect(verifySignature(header, `${body} `, 'whsec_a', now)).toBe(false);
    expect(verifySignature(header, body, 'whsec_a', now + 301_000)).toBe(false);
    expect(verifySignature(header, body, 'whsec_a', now - 301_000)).toBe(false);
  });

  it('carry one v1 per secret during a rotation, and refuse what is not a signature', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], body, t);
    expect(header.split(',')).toHaveLength(3);
    expect(verifySignature(header, body, 'whsec_new', now)).toBe(true);
    expect(verifySignature(header, body, 'whsec_old', now)).toBe(true);
    for (const bad of ['', 't=abc,v1=00', `v1=${'0'.repeat(64)}`, `t=${t},v1=zz`, `t=${t},v1=${'0'.repeat(63)}`]) {
      expect(verifySignature(bad, body, 'whsec_new', now)).toBe(false);
    }
  });
});

describe('webhook retries', () => {
  it('double from the first delay up to 720 times it, within ±20 %', () => {
    expect(backoffMs(1, 10_000, () => 0.5)).toBe(10_000);
    expect(backoffMs(2, 10_000, () => 0.5)).toBe(20_000);
    expect(backoffMs(11, 10_000, () => 0.5)).toBe(7_200_000);
    expect(backoffMs(30, 10_000, () => 0.5)).toBe(7_200_000);
    expect(backoffMs(3, 10_000, () => 0)).toBe(32_000);
    expect(backoffMs(3, 10_000, () => 1)).toBe(48_000);
    // Twenty failures with the defaults span about a day.
    const total = Array.from({ length: 19 }, (_, i) => backoffMs(i + 1, 10_000, () => 0.5)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(26);
  });
});

describe('webhook events of a domain event', () => {
  it('a conversation change is conversation.updated, plus statusChanged and assigned when those fields changed, each with its own stable id', () => {
    const e = domainEvent(
      'conversation.updated',
      'w1',
      { conversation },
      { id: 'c1', status: 'closed', assignedAgent: [], changed: ['status', 'assignedAgent'] },
    );
    const events = webhookEventsOf(e);
    expect(events.map((x) => x.type)).toEqual(['conversation.updated', 'conversation.statusChanged', 'conversation.assigned']);
    expect(events[0]!.id).toBe(e.id);
    expect(new Set(events.map((x) => x.id)).size).toBe(3);
    expect(webhookEventsOf(e).map((x) => x.id)).toEqual(events.map((x) => x.id));
    expect(events.every((x) => x.orderKey === 'c1' && !x.internal)).toBe(true);
    const body = JSON.parse(events[1]!.body) as Record<string, unknown>;
    expect(body).toEqual({ id: events[1]!.id, type: 'conversation.statusChanged', createdAt: e.at, workspaceId: 'w1', data: e.payload });
  });

  it('internal content is marked, customers are ordered by customer, and other events make none', () => {
    const note = domainEvent('message.created', 'w1', { conversation: { ...conversation, internal: true } }, { id: 'm1', internal: true });
    expect(webhookEventsOf(note)[0]).toMatchObject({ type: 'message.created', internal: true, orderKey: 'c1' });
    const customer = domainEvent('customer.created', 'w1', { customerId: 'u1' }, { userId: 'u1' });
    expect(webhookEventsOf(customer)[0]).toMatchObject({ type: 'customer.created', orderKey: 'customer:u1' });
    expect(webhookEventsOf(domainEvent('typing', 'w1', { conversation }, {}))).toEqual([]);
    expect(webhookEventsOf(domainEvent('counts.changed', 'w1', { conversation }, {}))).toEqual([]);
  });
});

describe('webhook URLs', () => {
  it('are http(s) without credentials, and not a private address unless allowed', () => {
    expect(checkedUrl(' https://hooks.example.com/parley ', false)).toBe('https://hooks.example.com/parley');
    const refused = (url: string, allow = false) => {
      try {
        checkedUrl(url, allow);
        return null;
      } catch (err) {
        return (err as AppError).reason;
      }
    };
    expect(refused('ftp://example.com/')).toBe('webhook.urlMustBeHttpOrHttps');
    expect(refused('https://user:pw@example.com/')).toBe('webhook.urlMustBeHttpOrHttps');
    expect(refused('not a url')).toBe('webhook.urlMustBeHttpOrHttps');
    for (const url of [
      'http://127.0.0.1:9000/',
      'http://localhost/',
      'http://10.0.0.5/',
      'http://[::1]/',
      'http://169.254.169.254/latest',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(refused(url)).toBe('webhook.addressNotAllowed');
      expect(refused(url, true)).toBeNull();
    }
  });
});
