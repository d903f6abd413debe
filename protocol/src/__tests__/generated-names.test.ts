import { generatedCustomerName, parseGeneratedName, visitorNumber } from '../generated-names';

describe('generated names', () => {
  it('gives one seed one four-digit number, and different seeds different ones', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `v_seed${i}`);
    const numbers = seeds.map(visitorNumber);
    expect(numbers.every((n) => n >= 1000 && n <= 9999)).toBe(true);
    expect(visitorNumber('v_seed7')).toBe(numbers[7]);
    expect(new Set(numbers).size).toBeGreaterThan(180);
  });

  it('reads back what it stored, and the names stored before the numbered form', () => {
    const stored = generatedCustomerName('facebook', '2468013579');
    expect(stored).toMatch(/^Facebook user #\d{4}$/);
    expect(parseGeneratedName(stored)).toEqual({ kind: 'facebook', tag: stored.slice(-5) });
    expect(parseGeneratedName('Visitor itor-1')).toEqual({ kind: 'visitor', tag: 'itor-1' });
    expect(parseGeneratedName('WhatsApp 123456')).toEqual({ kind: 'whatsapp', tag: '123456' });
  });

  it('leaves a name someone chose alone', () => {
    expect(parseGeneratedName('Ann Lee')).toBeNull();
    expect(parseGeneratedName('Visitor from Hong Kong office')).toBeNull();
  });
});
