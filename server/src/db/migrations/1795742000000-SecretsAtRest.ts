import type { MigrationInterface, QueryRunner } from 'typeorm';
import { openSealedSecrets, sealPlaintextSecrets } from '../encrypted-secrets';

/**
 * Issue 47 finding 11: the platform secrets and tokens, page tokens, webhook secrets and API-key
 * secrets already stored are sealed with the secrets key (db/encrypted-secrets.ts), which
 * openDatabase loads before migrations run. No column changes: a sealed value is text too. Down
 * opens them again, with the same key.
 */
export class SecretsAtRest1795742000000 implements MigrationInterface {
  name = 'SecretsAtRest1795742000000';

  async up(q: QueryRunner): Promise<void> {
    await sealPlaintextSecrets(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await openSealedSecrets(q);
  }
}
