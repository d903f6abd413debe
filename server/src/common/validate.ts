import { invalid } from './errors';

export function requireName(name: string | undefined, field = 'name', max = 100): string {
  const v = (name ?? '').trim();
  if (!v) throw invalid(`Please input ${field}`, { [field]: 'required' });
  if (v.length > max) throw invalid(`${field} is longer than ${max} characters`, { [field]: 'tooLong' });
  return v;
}
