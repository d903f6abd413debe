import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '../../doors/http/rest/openapi';
import { routeDefinitions } from '../routes';
import { VERSION } from '../version';

/** Writes schema/openapi.json; `--check` fails when the committed file is stale. */
export function printedOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(routeDefinitions(), VERSION), null, 2)}\n`;
}

function main(): void {
  const target = path.resolve(__dirname, '..', '..', '..', '..', 'schema', 'openapi.json');
  const json = printedOpenApi();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== json) {
      console.error('schema/openapi.json is stale: run `npm run codegen` and commit the result.');
      process.exit(1);
    }
    console.log('schema/openapi.json is up to date');
    return;
  }
  fs.writeFileSync(target, json);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

if (require.main === module) main();
