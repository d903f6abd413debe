import { generatedCustomerName, parseGeneratedName } from '@parley/protocol';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 1000;

/**
 * Issue 50.4: customers nobody named were stored as "Visitor itor-1" (the last six characters of an
 * id); they become the numbered form new ones get ("Visitor #4821"), which every client says in its
 * reader's language. Only names still marked generated and still in the old form change. The SDK key
 * a first start seeded as "Website" loses that English name the same way: consoles say it.
 */
export class NumberedGeneratedNames1796300000000 implements MigrationInterface {
  name = 'NumberedGeneratedNames1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE api_key SET name = '' WHERE name = 'Website'`);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: { id: string; ref_id: string | null; display_name: string }[] = await q.query(
        `SELECT id, ref_id, display_name FROM customer WHERE generated_name AND id > $1 ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.id;
      const ids: string[] = [];
      const names: string[] = [];
      for (const r of rows) {
        const parsed = parseGeneratedName(r.display_name);
        if (!parsed || parsed.tag.startsWith('#')) continue;
        ids.push(r.id);
        names.push(generatedCustomerName(parsed.kind, r.ref_id ?? r.id));
      }
      if (ids.length > 0) {
        await q.query(`UPDATE customer c SET display_name = v.name FROM unnest($1::uuid[], $2::text[]) AS v(id, name) WHERE c.id = v.id`, [ids, names]);
      }
    }
  }

  async down(): Promise<void> {
    // The old names carried nothing the numbered ones lost; they stay numbered.
  }
}
