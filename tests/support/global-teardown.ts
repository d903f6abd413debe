import { dropTemplates } from './db-templates';

export default async function globalTeardown(): Promise<void> {
  await dropTemplates();
}
