import { i18n } from '@lingui/core';
import { actionLabel, detailLabel, targetLabel, type AuditRowLike } from '../auditLabels';

const erased = (detail: Record<string, unknown>): AuditRowLike => ({
  actorType: 'agent',
  actorName: 'Manager',
  action: 'customer.erased',
  targetType: 'customer',
  targetId: '3f0c5a52-1b7e-4c39-9d1e-2a6f0b8c4d21',
  detail,
});

describe('a customer erasure in the audit log', () => {
  it('says what was done to whom: the customer by id, as the record keeps no name', () => {
    const row = erased({ conversations: 2, messages: 6, files: 1, exports: 1, reason: null });
    expect(actionLabel(row.action, i18n)).toBe('Customer erased');
    expect(targetLabel(row, i18n)).toBe('Customer: 3f0c5a52-1b7e-4c39-9d1e-2a6f0b8c4d21');
  });

  it('gives the counts, and the reason when there is one', () => {
    expect(detailLabel(erased({ conversations: 2, messages: 6, files: 1, exports: 1, reason: null }), i18n)).toBe(
      '2 conversations, 6 messages, 1 file, 1 archive',
    );
    expect(detailLabel(erased({ conversations: 1, messages: 0, files: 0, exports: 0, reason: 'GDPR request #42' }), i18n)).toBe(
      '1 conversation, 0 messages, 0 files, 0 archives; reason: GDPR request #42',
    );
  });
});

describe('invitations and teams in the audit log', () => {
  const row = (action: string, targetType: string, detail: Record<string, unknown>): AuditRowLike => ({
    actorType: 'agent',
    actorName: 'Manager',
    action,
    targetType,
    targetId: 'x',
    detail,
  });

  it('names the invited person', () => {
    const invited = row('agent.invited', 'invitation', { email: 'new.hire@example.com', displayName: 'New Hire' });
    expect(actionLabel(invited.action, i18n)).toBe('Agent invited');
    expect(targetLabel(invited, i18n)).toBe('Invitation: New Hire <new.hire@example.com>');
    expect(detailLabel(invited, i18n)).toBe('');
    expect(detailLabel(row('agent.invited', 'invitation', { email: 'a@example.com', displayName: 'A', permissions: ['report'] }), i18n)).toBe(
      'Permissions: Reports',
    );
  });

  it("names the API tokens an agent's permission change narrowed, and a token revoked with its creator", () => {
    const changed = row('agent.permissions.changed', 'agent', {
      agent: 'Ann',
      before: ['all'],
      after: ['report'],
      apiTokens: [{ name: 'CRM sync', before: ['allConversations'], after: [] }],
    });
    expect(detailLabel(changed, i18n)).toBe('Added: Reports; Removed: All permissions; API tokens narrowed: CRM sync');
    expect(detailLabel(row('apiToken.revoked', 'apiToken', { name: 'CRM sync', permissions: ['report'], reason: 'creatorRemoved' }), i18n)).toBe(
      "Revoked with its creator's removal",
    );
  });

  it("gives a new team's members, and a changed team's name and members before → after", () => {
    const created = row('team.created', 'team', { name: 'Billing', members: ['Ann', 'Bo'] });
    expect(targetLabel(created, i18n)).toBe('Team: Billing');
    expect(detailLabel(created, i18n)).toBe('Members: Ann, Bo');
    const updated = row('team.updated', 'team', {
      name: { before: 'Billing', after: 'Billing desk' },
      members: { before: ['Ann', 'Bo'], after: ['Ann', 'Cy'] },
    });
    expect(actionLabel(updated.action, i18n)).toBe('Team changed');
    expect(detailLabel(updated, i18n)).toBe('Name: Billing → Billing desk; Added: Cy; Removed: Bo');
  });
});
