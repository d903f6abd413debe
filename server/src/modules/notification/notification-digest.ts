import type { ServiceDeps } from '../service-deps';
import { msg, renderMessage } from '../../i18n/messages';
import type { Lang } from '../../i18n/language';
import { publicLink } from '../account/links';
import { onlineSql } from '../presence/presence-sql';
import { agentLang, bodyOf, notificationFacts, type NotificationFacts } from './notification-text';

/** Conversations one email lists at most; the rest are counted. */
const LISTED = 20;

/**
 * The agent-email-digest job, at the end of an agent's batching window: what is pending for them goes
 * in one email, in their language, one entry per conversation with a link straight to it. Nothing is
 * emailed to an agent who is online (their console told them), nor about a message they have read.
 */
export class NotificationDigest {
  constructor(private readonly deps: ServiceDeps) {}

  async run(agentId: string): Promise<void> {
    await this.send(agentId);
    // A row written while this run held the others (its writer saw them pending, so queued no job) waits for the next window.
    const [left] = (await this.deps.dataSource.query(`SELECT 1 FROM agent_notification WHERE agent_id = $1 AND email_state = 'pending' LIMIT 1`, [
      agentId,
    ])) as unknown[];
    if (left) {
      const startAfter = new Date(Date.now() + this.deps.config.notifications.emailWindowMs);
      await this.deps.jobs.send('agent-email-digest', { agentId }, { singletonKey: agentId, startAfter });
    }
  }

  private async send(agentId: string): Promise<void> {
    const ds = this.deps.dataSource;
    await ds.transaction(async (m) => {
      const [agent] = (await m.query(
        `SELECT a.email, a.display_name, w.name AS workspace_name, ${onlineSql('a.id')} AS online
           FROM agent a JOIN workspace w ON w.id = a.workspace_id WHERE a.id = $1 AND a.deleted_at IS NULL`,
        [agentId],
      )) as { email: string; display_name: string; workspace_name: string; online: boolean }[];
      // Rows locked, so a retry on another node waits for this one instead of sending them again.
      const pending = (await m.query(
        `SELECT n.id, (cm.last_read_seq IS NOT NULL AND msg.seq IS NOT NULL AND cm.last_read_seq >= msg.seq) AS read
           FROM agent_notification n
           LEFT JOIN message msg ON msg.id = n.message_id
           LEFT JOIN conversation_member cm ON cm.conversation_id = n.conversation_id AND cm.member_type = 'agent' AND cm.member_id = n.agent_id
          WHERE n.agent_id = $1 AND n.email_state = 'pending'
          ORDER BY n.created_at, n.id
          FOR UPDATE OF n SKIP LOCKED`,
        [agentId],
      )) as { id: string; read: boolean }[];
      if (pending.length === 0) return;
      const mark = (ids: string[], state: string) =>
        ids.length > 0 ? m.query(`UPDATE agent_notification SET email_state = $2 WHERE id = ANY($1::uuid[])`, [ids, state]) : Promise.resolve();
      if (!agent || agent.online) {
        await mark(
          pending.map((p) => p.id),
          'skipped',
        );
        return;
      }
      await mark(
        pending.filter((p) => p.read).map((p) => p.id),
        'read',
      );
      const unread = pending.filter((p) => !p.read).map((p) => p.id);
      if (unread.length === 0) return;
      const facts = await notificationFacts(m, unread);
      const lang = await agentLang(m, agentId);
      await this.deps.mailer.send(this.compose({ email: agent.email, name: agent.display_name, workspace: agent.workspace_name }, facts, lang));
      await mark(unread, 'sent');
    });
  }

  /** Exported for the unit test of the email's words. */
  compose(agent: { email: string; name: string; workspace: string }, facts: NotificationFacts[], lang: Lang) {
    const byConversation = new Map<string, NotificationFacts[]>();
    for (const f of facts) byConversation.set(f.conversationId, [...(byConversation.get(f.conversationId) ?? []), f]);
    const entries = [...byConversation.values()];
    const r = (reason: Parameters<typeof renderMessage>[0]) => renderMessage(reason, lang);
    const lines: string[] = [r(msg('notify.emailGreeting', { name: agent.name })), '', r({ reason: 'notify.emailIntro' }), ''];
    for (const group of entries.slice(0, LISTED)) {
      const last = group[group.length - 1]!;
      const kinds = [...new Set(group.map((f) => f.kind))].map((k) => r({ reason: `notify.kind.${k}` }));
      const who = last.customerName ?? last.conversationName ?? '';
      lines.push(`• ${who} — ${kinds.join(', ')}${group.length > 1 ? ` (${group.length})` : ''}`);
      lines.push(`  ${bodyOf(last, lang)}`);
      lines.push(`  ${r({ reason: 'notify.emailOpen' })}: ${publicLink(this.deps.config, `/conversation/${last.conversationId}`)}`);
      lines.push('');
    }
    if (entries.length > LISTED) lines.push(`+ ${entries.length - LISTED}`, '');
    const minutes = Math.max(1, Math.round(this.deps.config.notifications.emailWindowMs / 60_000));
    lines.push('—', r(msg('notify.emailFooter', { minutes, link: publicLink(this.deps.config, '/conversation?settings=notifications') })));
    return {
      to: agent.email,
      subject: r(msg('notify.emailSubject', { count: entries.length, workspace: agent.workspace })),
      text: lines.join('\n'),
      link: publicLink(this.deps.config, `/conversation/${entries[0]![0]!.conversationId}`),
    };
  }
}
