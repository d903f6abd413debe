import { fieldName } from '../fieldName';

describe('custom field names (spec §3)', () => {
  const name = { en: 'Birthday', zh: '生日', zh_cn: '' };
  it('uses the console language, English when that name is empty', () => {
    expect(fieldName(name, 'zh')).toBe('生日');
    expect(fieldName(name, 'zh_cn')).toBe('Birthday');
    expect(fieldName(name, 'en')).toBe('Birthday');
    expect(fieldName(name, 'fr')).toBe('Birthday');
  });
});
