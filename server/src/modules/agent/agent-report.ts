import type { DataSource } from 'typeorm';
import { csvChunks, csvDownload, type CsvValue, type Download } from '../../common/csv';
import type { CustomFieldDefinition } from '../setting/custom-fields';
import { selectAgents, teamsOfAgents } from './agent-query';

const PAGE = 500;

const HEADER = [
  'User ID',
  'Display name',
  'Email',
  'Reference number',
  'Created',
  'Last activity',
  'Online',
  'Permissions',
  'Teams',
  'Open assigned conversations',
];

/** Open conversations assigned to each agent. */
async function openAssigned(ds: DataSource, agentIds: string[]): Promise<Map<string, number>> {
  const rows: { agent_id: string; n: number }[] = await ds.query(
    `SELECT ca.agent_id, count(*)::int AS n FROM conversation_assignee ca JOIN conversation c ON c.id = ca.conversation_id
     WHERE ca.agent_id = ANY($1::uuid[]) AND c.status = 'open' GROUP BY ca.agent_id`,
    [agentIds],
  );
  return new Map(rows.map((r) => [r.agent_id, r.n]));
}

/**
 * The agent report (spec §2 Agents, export menu): one row per agent of the workspace, oldest first,
 * with each custom agent field as a column named in English. Read a page at a time while the
 * answer streams (common/csv.ts: BOM, RFC 4180 quoting, formulas neutralised).
 */
export function agentReport(ds: DataSource, workspaceId: string, definitions: CustomFieldDefinition[], now = new Date()): Download {
  async function* rows(): AsyncGenerator<CsvValue[]> {
    let afterId: string | undefined;
    for (;;) {
      const page = await selectAgents(ds.manager, workspaceId, { limit: PAGE, afterId });
      if (page.length === 0) return;
      const ids = page.map((r) => r.id);
      const [teams, open] = await Promise.all([teamsOfAgents(ds.manager, ids), openAssigned(ds, ids)]);
      for (const r of page) {
        yield [
          r.id,
          r.display_name,
          r.email,
          r.ref_id,
          r.created_at,
          r.last_activity,
          r.online,
          r.permissions.join(' '),
          (teams.get(r.id) ?? []).map((t) => t.name).join(', '),
          open.get(r.id) ?? 0,
          ...definitions.map((d) => {
            const value = r.fields[d.id]?.value;
            return typeof value === 'string' ? value : null;
          }),
        ];
      }
      if (page.length < PAGE) return;
      afterId = page[page.length - 1]!.id;
    }
  }
  const header = [...HEADER, ...definitions.map((d) => d.name.en)];
  return csvDownload(`agents-${now.toISOString().slice(0, 10)}.csv`, csvChunks(header, rows()));
}
