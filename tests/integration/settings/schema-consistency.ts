import type { DataSource } from 'typeorm';
import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';

/** What TypeORM would run to make the database match the entities (synchronize, migration:generate). */
async function pendingSchemaChanges(ds: DataSource): Promise<string[]> {
  const sql = await ds.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}

describe.each(databaseVariants())('entities and migrations agree on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedServer(variant);
  });
  afterAll(() => server?.close());

  it('after every migration, the entities describe the database exactly: the schema diff is empty', async () => {
    expect(await pendingSchemaChanges(server.parley.database.dataSource)).toEqual([]);
  });

  it("every table of the public schema (TypeORM's own aside) has an entity", async () => {
    const ds = server.parley.database.dataSource;
    const rows: { table_name: string }[] = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const mapped = new Set(ds.entityMetadatas.map((m) => m.tableName));
    const orphans = rows.map((r) => r.table_name).filter((t) => t !== 'migrations' && t !== 'typeorm_metadata' && !mapped.has(t));
    expect(orphans).toEqual([]);
  });
});
