import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { Agent } from './agent/agent.entity';
import { loadAssignees, loadParticipantAgents, loadTeams } from './conversation/conversation-query';
import { Customer } from './customer/customer.entity';
import { Team } from './team/team.entity';
import { Workspace } from './workspace/workspace.entity';

/**
 * Per-request batching for every relation a resolver follows; never shared between requests.
 * Relation loaders answer only for conversations a service already let the caller read: they are
 * reached from those conversations' fields, never from client-given ids.
 */
export function createLoaders(ds: DataSource) {
  const byId = <T extends { id: string }>(load: (ids: string[]) => Promise<T[]>) =>
    new DataLoader<string, T | null>(async (ids) => {
      const rows = await load([...ids]);
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    });
  const relation = (load: typeof loadAssignees) =>
    new DataLoader<string, string[]>(async (ids) => {
      const map = await load(ds.manager, ids);
      return ids.map((id) => map.get(id) ?? []);
    });
  return {
    workspace: byId((ids) => ds.getRepository(Workspace).findBy({ id: In(ids) })),
    agent: byId((ids) => ds.getRepository(Agent).findBy({ id: In(ids) })),
    team: byId((ids) => ds.getRepository(Team).findBy({ id: In(ids) })),
    customer: byId((ids) => ds.getRepository(Customer).findBy({ id: In(ids) })),
    conversationAssignees: relation(loadAssignees),
    conversationTeams: relation(loadTeams),
    conversationAgents: relation(loadParticipantAgents),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
