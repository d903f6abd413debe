import { makeTemplates } from './db-templates';

/** Integration tests: the template databases every test server is copied from (db-templates.ts). */
export default async function globalSetup(): Promise<void> {
  await makeTemplates();
}
