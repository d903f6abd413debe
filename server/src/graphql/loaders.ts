import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { Agent } from '../modules/agent/agent.entity';
import { Workspace } from '../modules/workspace/workspace.entity';

/** Per-request batching for every relation a resolver follows; never shared between requests. */
export function createLoaders(ds: DataSource) {
  const byId = <T extends { id: string }>(load: (ids: string[]) => Promise<T[]>) =>
    new DataLoader<string, T | null>(async (ids) => {
      const rows = await load([...ids]);
      const map = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => map.get(id) ?? null);
    });
  return {
    workspace: byId((ids) => ds.getRepository(Workspace).findBy({ id: In(ids) })),
    agent: byId((ids) => ds.getRepository(Agent).findBy({ id: In(ids) })),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
