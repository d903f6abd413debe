import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createSchema } from '../schema';

/** Writes schema/schema.graphql; `--check` fails when the committed file is stale. */
export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await createSchema()))}\n`;
}

async function main(): Promise<void> {
  const target = path.resolve(__dirname, '..', '..', '..', '..', 'schema', 'schema.graphql');
  const sdl = await printedSchema();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== sdl) {
      console.error('schema/schema.graphql is stale: run `npm run codegen` and commit the result.');
      process.exit(1);
    }
    console.log('schema/schema.graphql is up to date');
    return;
  }
  fs.writeFileSync(target, sdl);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
