import { routeDefinitions } from '../../../../app/routes';
import { buildOpenApi } from '../openapi';

function patternsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => patternsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'pattern' && typeof v === 'string') out.push(v);
      else patternsIn(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  const patterns = [...new Set(patternsIn(buildOpenApi(routeDefinitions(), 'test')))];

  it('has patterns a JSON Schema validator can compile: no regex flags after the source', () => {
    expect(patterns.length).toBeGreaterThan(3);
    for (const p of patterns) {
      expect(p).not.toMatch(/\/[a-z]+$/);
      expect(() => new RegExp(p, 'u')).not.toThrow();
    }
  });

  it('accepts ids in either case, as the server does', () => {
    const id = patterns.find((p) => p.includes('{12}'))!;
    expect(new RegExp(id, 'u').test('3F0C5A52-1b7e-4c39-9d1e-2a6f0b8c4d21')).toBe(true);
    expect(new RegExp(id, 'u').test('3f0c5a52-1b7e-4c39-9d1e-2a6f0b8c4d2')).toBe(false);
  });
});
