import type { EntityManager } from 'typeorm';
import { QueueWork } from '../assignment-queue';

/** Records the statements QueueWork sends and answers each with the rows given for its kind. */
function recorder(answers: { insert?: string[]; delete?: string[]; waiting?: string[] } = {}) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const m = {
    query: (sql: string, params: unknown[]) => {
      calls.push({ sql, params });
      const rows = (ids: string[] = []) => ids.map((team_id) => ({ team_id }));
      if (sql.includes('INSERT INTO assignment_queue')) return Promise.resolve(rows(answers.insert));
      if (sql.includes('DELETE FROM assignment_queue')) return Promise.resolve([rows(answers.delete), 0]);
      return Promise.resolve(rows(answers.waiting));
    },
  } as unknown as EntityManager;
  return { m, calls };
}

describe('QueueWork', () => {
  it('does nothing for a change that touches neither status nor assignment', async () => {
    const { m, calls } = recorder();
    const work = new QueueWork();
    await work.apply(m, 'c1', false);
    expect(calls.filter((c) => !c.sql.includes('team_member'))).toEqual([]);
    expect([...work.teams]).toEqual([]);
  });

  it('joins the named teams, or all of them once any call asks for all', async () => {
    const named = recorder({ insert: ['t1', 't2'] });
    const work = new QueueWork();
    work.wait(['t1']);
    work.wait(['t2']);
    work.wait([]);
    await work.apply(named.m, 'c1', true);
    expect(named.calls.find((c) => c.sql.includes('INSERT'))?.params).toEqual(['c1', ['t1', 't2']]);
    expect([...work.teams].sort()).toEqual(['t1', 't2']);

    const all = recorder();
    const reopened = new QueueWork();
    reopened.wait(['t1']);
    reopened.wait();
    reopened.wait(['t3']);
    await reopened.apply(all.m, 'c1', true);
    expect(all.calls.find((c) => c.sql.includes('INSERT'))?.params).toEqual(['c1', null]);
  });

  it('drains the queues it left and those of teams whose agents freed up', async () => {
    const { m } = recorder({ delete: ['t9'], waiting: ['t4'] });
    const work = new QueueWork();
    work.freed(['a1']);
    await work.apply(m, 'c1', true);
    expect([...work.teams].sort()).toEqual(['t4', 't9']);
  });
});
