import { isEditablePermission } from '../../people/utils/permissionEditor';
import { permissionText } from '../../people/utils/permissionLabels';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { erasureCounts } from '../../people/utils/erasureSummary';

/** The recorded actions (server: modules/audit/audit.schemas.ts) in words, in the filter's order. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'agent.permissions.changed': msg`Permissions changed`,
  'agent.deleted': msg`Agent deleted`,
  'apiKey.created': msg`API key created`,
  'apiKey.updated': msg`API key changed`,
  'apiKey.deleted': msg`API key deleted`,
  'apiToken.created': msg`API token created`,
  'apiToken.revoked': msg`API token revoked`,
  'setting.changed': msg`Setting changed`,
  'platform.connected': msg`Platform connected`,
  'platform.updated': msg`Platform changed`,
  'platform.disconnected': msg`Platform disconnected`,
  'export.requested': msg`Export requested`,
  'export.deleted': msg`Export deleted`,
  'exportKey.replaced': msg`Report password replaced`,
  'retention.enabled': msg`Data retention switched on`,
  'retention.disabled': msg`Data retention switched off`,
  'retention.changed': msg`Data retention changed`,
  'retention.run': msg`Data retention ran`,
  'customer.erased': msg`Customer erased`,
  'agent.invited': msg`Agent invited`,
  'invitation.resent': msg`Invitation sent again`,
  'invitation.revoked': msg`Invitation revoked`,
  'team.created': msg`Team created`,
  'team.updated': msg`Team changed`,
  'team.deleted': msg`Team deleted`,
  'webhook.created': msg`Webhook created`,
  'webhook.updated': msg`Webhook changed`,
  'webhook.deleted': msg`Webhook deleted`,
  'webhook.secretRotated': msg`Webhook secret replaced`,
  'webhook.disabled': msg`Webhook turned off after failures`,
};

const TARGET_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  agent: msg`Agent`,
  apiKey: msg`API key`,
  apiToken: msg`API token`,
  setting: msg`Setting`,
  platform: msg`Platform`,
  export: msg`Export`,
  workspace: msg`Workspace`,
  customer: msg`Customer`,
  retention: msg`Data retention`,
  team: msg`Team`,
  invitation: msg`Invitation`,
  webhook: msg`Webhook`,
};

const SETTING_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  appConfig: msg`SDK customization`,
  customerFields: msg`Customer fields`,
  agentFields: msg`Agent fields`,
  defaultCustomerTags: msg`Default customer tags`,
  rules: msg`Tag assignment rules`,
  exportKey: msg`Report password`,
};

const EXPORT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  messageHistory: msg`Conversation information record`,
  conversationReport: msg`Conversation report`,
  conversationAgentReport: msg`Conversation agent report`,
  agentReport: msg`Agent report`,
  customers: msg`Customers`,
  auditLog: msg`Audit log`,
};

export function actionLabel(action: string, i18n: I18n): string {
  const label = AUDIT_ACTION_LABELS[action];
  return label ? i18n._(label) : action;
}

export interface AuditRowLike {
  actorType: string;
  actorName: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  detail: Record<string, unknown>;
}

const text = (v: unknown): string =>
  v === null || v === undefined ? '—' : Array.isArray(v) ? v.join(', ') || '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * Permission codes as the permission editor names them ('report' is "Reports"): the log never shows a
 * raw code. 'sdk' is an API key's one permission (it opens widget sessions), never an agent's.
 */
function permissionNames(list: readonly unknown[], i18n: I18n): string {
  const names = list.map((p) =>
    typeof p === 'string' && isEditablePermission(p) ? permissionText(p, i18n).label : p === 'sdk' ? i18n._(msg`Widget sessions`) : text(p),
  );
  return names.join(', ') || '—';
}

/** Who acted, in words: their name, or what they are when the name is gone. */
export function actorLabel(row: AuditRowLike, i18n: I18n): string {
  if (row.actorType === 'system') return i18n._(msg`System`);
  if (row.actorName) return row.actorType === 'apiToken' ? i18n._(msg`${row.actorName} (API token)`) : row.actorName;
  return row.actorType === 'apiToken' ? i18n._(msg`API token`) : i18n._(msg`Agent`);
}

/** The target in words: its kind and, where the detail names it, its name. */
export function targetLabel(row: AuditRowLike, i18n: I18n): string {
  const kind = TARGET_LABELS[row.targetType] ? i18n._(TARGET_LABELS[row.targetType]!) : row.targetType;
  const d = row.detail;
  // An erased customer's record keeps no name: their id is what ties it to the request.
  if (row.action === 'customer.erased' && row.targetId) {
    const name = row.targetId;
    return i18n._(msg`${kind}: ${name}`);
  }
  if (row.targetType === 'invitation' && typeof d.email === 'string') {
    const name = typeof d.displayName === 'string' ? `${d.displayName} <${d.email}>` : d.email;
    return i18n._(msg`${kind}: ${name}`);
  }
  const name =
    row.targetType === 'setting'
      ? SETTING_LABELS[row.targetId ?? ''] && i18n._(SETTING_LABELS[row.targetId ?? '']!)
      : typeof d.agent === 'string'
        ? d.agent
        : typeof d.name === 'string'
          ? d.name
          : typeof d.type === 'string'
            ? d.type
            : typeof d.kind === 'string' && EXPORT_LABELS[d.kind]
              ? i18n._(EXPORT_LABELS[d.kind]!)
              : '';
  return name ? i18n._(msg`${kind}: ${name}`) : kind;
}

/** A list setting's change: the names added and removed, or for lists of records their counts. */
function listChange(before: unknown[], after: unknown[], i18n: I18n): string {
  const names = (list: unknown[]) => list.map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null));
  const [was, now] = [names(before), names(after)];
  if (was.includes(null) || now.includes(null)) return i18n._(msg`${before.length} → ${after.length} items`);
  const added = now.filter((v) => !was.includes(v)).join(', ');
  const removed = was.filter((v) => !now.includes(v)).join(', ');
  const parts = [added && i18n._(msg`Added: ${added}`), removed && i18n._(msg`Removed: ${removed}`)].filter(Boolean);
  return parts.length ? parts.join('; ') : i18n._(msg`Changed`);
}

/** A permission change: the permissions granted and taken away, by name. */
function permissionChange(before: unknown[], after: unknown[], i18n: I18n): string {
  const added = permissionNames(
    after.filter((p) => !before.includes(p)),
    i18n,
  );
  const removed = permissionNames(
    before.filter((p) => !after.includes(p)),
    i18n,
  );
  const parts = [added !== '—' && i18n._(msg`Added: ${added}`), removed !== '—' && i18n._(msg`Removed: ${removed}`)].filter(Boolean);
  return parts.length ? parts.join('; ') : i18n._(msg`Changed`);
}

/** One line of what changed: before → after where there is one, else the detail's own facts. */
export function detailLabel(row: AuditRowLike, i18n: I18n): string {
  const d = row.detail;
  if (row.targetType === 'retention') return retentionDetail(row.action, d, i18n);
  if (row.action === 'customer.erased') return erasureDetail(d, i18n);
  if (row.targetType === 'team') return teamDetail(row.action, d, i18n);
  // Older invitation entries name no permissions.
  if (row.targetType === 'invitation') {
    if (!Array.isArray(d.permissions)) return '';
    const names = permissionNames(d.permissions, i18n);
    return i18n._(msg`Permissions: ${names}`);
  }
  if (row.action === 'apiToken.revoked' && d.reason === 'creatorRemoved') return i18n._(msg`Revoked with its creator's removal`);
  if (d.changes && typeof d.changes === 'object') {
    return Object.entries(d.changes as Record<string, { before: unknown; after: unknown }>)
      .map(([field, c]) => `${field}: ${text(c.before)} → ${text(c.after)}`)
      .join('; ');
  }
  if ('before' in d || 'after' in d) {
    if (Array.isArray(d.before) && Array.isArray(d.after)) {
      const change = row.action === 'agent.permissions.changed' ? permissionChange(d.before, d.after, i18n) : listChange(d.before, d.after, i18n);
      // A permission change narrows the API tokens the agent made (issue 47): it names them.
      const tokens = Array.isArray(d.apiTokens) ? d.apiTokens.map((t: { name?: unknown }) => text(t.name)).join(', ') : '';
      return tokens ? i18n._(msg`${change}; API tokens narrowed: ${tokens}`) : change;
    }
    if (row.targetType === 'setting') return i18n._(msg`Changed`);
    return `${text(d.before)} → ${text(d.after)}`;
  }
  if (typeof d.kind === 'string') {
    const kind = EXPORT_LABELS[d.kind] ? i18n._(EXPORT_LABELS[d.kind]!) : d.kind;
    return typeof d.from === 'string' && typeof d.to === 'string' ? `${kind}, ${d.from} – ${d.to}` : kind;
  }
  if (Array.isArray(d.permissions)) {
    const names = permissionNames(d.permissions, i18n);
    return i18n._(msg`Permissions: ${names}`);
  }
  if (typeof d.change === 'string') return d.change;
  return '';
}

/** A team's entry: its members when made, what changed of its name and members when changed. */
function teamDetail(action: string, d: Record<string, unknown>, i18n: I18n): string {
  if (action === 'team.created') return Array.isArray(d.members) ? i18n._(msg`Members: ${text(d.members)}`) : '';
  if (action !== 'team.updated') return '';
  const parts: string[] = [];
  const name = d.name as { before: unknown; after: unknown } | undefined;
  if (name) parts.push(i18n._(msg`Name: ${text(name.before)} → ${text(name.after)}`));
  const members = d.members as { before: unknown; after: unknown } | undefined;
  if (members && Array.isArray(members.before) && Array.isArray(members.after)) parts.push(listChange(members.before, members.after, i18n));
  return parts.join('; ');
}

const days = (v: unknown) => (typeof v === 'object' && v && 'days' in v ? Number(v.days) : Number(v));

/** A retention entry: the days, or what a run deleted. */
function retentionDetail(action: string, d: Record<string, unknown>, i18n: I18n): string {
  if (action === 'retention.run') {
    const messages = i18n.number(Number(d.messages ?? 0));
    const files = i18n.number(Number(d.files ?? 0));
    return i18n._(msg`Deleted ${messages} messages and ${files} files`);
  }
  if (action === 'retention.changed') return i18n._(msg`${days(d.before)} → ${days(d.after)} days`);
  const n = days(d.days);
  return i18n._(msg`${n} days`);
}

/** An erasure: what it deleted and, when given, why. The customer is named by id only (the target). */
function erasureDetail(d: Record<string, unknown>, i18n: I18n): string {
  const count = (v: unknown) => (typeof v === 'number' ? v : 0);
  const counts = erasureCounts({ conversations: count(d.conversations), messages: count(d.messages), files: count(d.files), exports: count(d.exports) }, i18n);
  const reason = typeof d.reason === 'string' && d.reason.trim() ? d.reason.trim() : null;
  return reason ? i18n._(msg`${counts}; reason: ${reason}`) : counts;
}
