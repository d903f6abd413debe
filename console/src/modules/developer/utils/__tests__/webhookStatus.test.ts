import { i18n } from '@lingui/core';
import { disabledByFailures, webhookStatus, webhookStatusLabel } from '../webhookStatus';

const on = { active: true, disabledReason: null, consecutiveFailures: 0, retryAt: null };

describe('a webhook’s status', () => {
  it('is Active while on and delivering', () => {
    expect(webhookStatus(on)).toEqual({ kind: 'active' });
    expect(webhookStatusLabel(webhookStatus(on), i18n)).toEqual({ text: 'Active', tone: 'success' });
  });

  it('is Off when a person turned it off, whatever failures came before', () => {
    const off = { ...on, active: false, consecutiveFailures: 3 };
    expect(webhookStatus(off)).toEqual({ kind: 'off' });
    expect(webhookStatusLabel(webhookStatus(off), i18n)).toEqual({ text: 'Off', tone: 'neutral' });
  });

  it('says, in red, that Parley turned it off after so many failures', () => {
    const status = webhookStatus({ ...on, active: false, disabledReason: 'failures', consecutiveFailures: 20 });
    expect(status).toEqual({ kind: 'disabled', failures: 20 });
    expect(webhookStatusLabel(status, i18n)).toEqual({ text: 'Turned off after 20 failures', tone: 'danger' });
    expect(webhookStatusLabel({ kind: 'disabled', failures: 1 }, i18n).text).toBe('Turned off after 1 failure');
  });

  it('is Failing, in amber, with the next try’s time while the receiver fails', () => {
    const now = new Date(2026, 4, 10, 9, 0).getTime();
    const retryAt = new Date(2026, 4, 10, 9, 5).getTime();
    const status = webhookStatus({ ...on, consecutiveFailures: 2, retryAt });
    expect(status).toEqual({ kind: 'failing', failures: 2, retryAt });
    const label = webhookStatusLabel(status, i18n, now);
    expect(label.tone).toBe('warning');
    expect(label.text).toBe(`Failing — next try at ${i18n.date(new Date(retryAt), { timeStyle: 'short' })}`);
    // A try on another day says which day.
    const tomorrow = new Date(2026, 4, 11, 9, 5).getTime();
    expect(webhookStatusLabel({ kind: 'failing', failures: 2, retryAt: tomorrow }, i18n, now).text).toBe(
      `Failing — next try at ${i18n.date(new Date(tomorrow), { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
  });

  it('is Active when failures are counted but no retry is due (recovering)', () => {
    expect(webhookStatus({ ...on, consecutiveFailures: 2, retryAt: null })).toEqual({ kind: 'active' });
  });
});

describe('the webhooks the notices are about', () => {
  it('are those Parley turned off after failures, not those a person turned off', () => {
    const list = [
      { id: 'a', ...on },
      { id: 'b', ...on, active: false },
      { id: 'c', ...on, active: false, disabledReason: 'failures', consecutiveFailures: 20 },
    ];
    expect(disabledByFailures(list).map((w) => w.id)).toEqual(['c']);
  });
});
