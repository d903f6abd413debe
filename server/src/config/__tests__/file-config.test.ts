import { ConfigError, loadConfig } from '../env';
import { DEFAULT_ALLOWED_TYPES, DEFAULT_FILE_MAX_BYTES } from '../file-config';

const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

const problems = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('should have failed');
};

describe('file configuration', () => {
  it('defaults to 25 MB, the documented types and local disk', () => {
    const { files } = loadConfig({});
    expect(files).toEqual({ maxBytes: 25 * 1024 * 1024, allowedTypes: [...DEFAULT_ALLOWED_TYPES], s3: undefined });
    expect(DEFAULT_FILE_MAX_BYTES).toBe(26_214_400);
    for (const t of ['image/*', 'text/html', 'image/svg+xml']) expect(files.allowedTypes).not.toContain(t);
  });

  it('reads a size and a type list (trimmed, lower case, patterns allowed)', () => {
    const { files } = loadConfig({ FILE_MAX_BYTES: '1048576', FILE_ALLOWED_TYPES: ' image/* , Application/PDF,application/vnd.ms-*' });
    expect(files).toMatchObject({ maxBytes: 1_048_576, allowedTypes: ['image/*', 'application/pdf', 'application/vnd.ms-*'] });
  });

  it('names a bad size or type list', () => {
    for (const bad of ['0', '-5', '1.5', 'lots', '99999999999']) expect(problems({ FILE_MAX_BYTES: bad })).toContain('FILE_MAX_BYTES');
    for (const bad of [',', 'pdf', 'image/png;x', '*/*', 'image/png, text']) expect(problems({ FILE_ALLOWED_TYPES: bad })).toContain('FILE_ALLOWED_TYPES');
  });

  it('uses S3 only with all four variables, region us-east-1 unless given', () => {
    expect(loadConfig(s3).files.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example.com/', S3_REGION: 'eu-west-2' }).files.s3).toMatchObject({
      endpoint: 'https://s3.example.com',
      region: 'eu-west-2',
    });
    // Empty means unset, as for the other variables.
    expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '' }).files.s3).toBeUndefined();
  });

  it('refuses half an S3 configuration, naming what is missing, and bad values', () => {
    const msg = problems({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'files' });
    expect(msg).toContain('S3_ACCESS_KEY_ID: is required when S3_ENDPOINT, S3_BUCKET are set');
    expect(msg).toContain('S3_SECRET_ACCESS_KEY');
    expect(msg).not.toContain('S3_ENDPOINT:');
    expect(problems({ ...s3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT');
    expect(problems({ ...s3, S3_BUCKET: 'a/b' })).toContain('S3_BUCKET');
    expect(problems({ ...s3, S3_REGION: 'EU WEST' })).toContain('S3_REGION');
  });
});
