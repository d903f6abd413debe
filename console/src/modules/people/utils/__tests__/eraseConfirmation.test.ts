import { confirmsName } from '../eraseConfirmation';

describe('typing the name to erase a customer', () => {
  it('wants the name exactly, case included', () => {
    expect(confirmsName('Ada Lovelace', 'Ada Lovelace')).toBe(true);
    expect(confirmsName('ada lovelace', 'Ada Lovelace')).toBe(false);
    expect(confirmsName('Ada', 'Ada Lovelace')).toBe(false);
    expect(confirmsName('Ada Lovelace!', 'Ada Lovelace')).toBe(false);
  });

  it('forgives the spaces a paste brings around it, not inside it', () => {
    expect(confirmsName('  Ada Lovelace ', 'Ada Lovelace')).toBe(true);
    expect(confirmsName('Ada  Lovelace', 'Ada Lovelace')).toBe(false);
  });

  it('takes a name composed another way (an input method) as the same name', () => {
    const composed = 'Zoë 陳';
    expect(confirmsName(composed.normalize('NFD'), composed.normalize('NFC'))).toBe(true);
  });

  it('is never armed by an empty name', () => {
    expect(confirmsName('', '')).toBe(false);
    expect(confirmsName(' ', '  ')).toBe(false);
  });
});
