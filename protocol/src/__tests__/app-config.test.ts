import { endAfter, endChoices, fitWithin, LOGO_BOX, localized, OFFICE_HOUR_SLOTS, slotTime, startChoices } from '../app-config';

describe('office-hour slots', () => {
  it('offers the 48 half hours of a day to open at', () => {
    const starts = startChoices();
    expect(starts).toHaveLength(OFFICE_HOUR_SLOTS);
    expect(starts[0]).toBe('00:00');
    expect(starts[1]).toBe('00:30');
    expect(starts[47]).toBe('23:30');
    expect(new Set(starts).size).toBe(48);
  });

  it('offers only closing times later than the start, up to 24:00', () => {
    expect(endChoices('00:00')).toHaveLength(48);
    expect(endChoices('00:00')[0]).toBe('00:30');
    expect(endChoices('09:00')[0]).toBe('09:30');
    expect(endChoices('09:00').at(-1)).toBe('24:00');
    expect(endChoices('09:00')).not.toContain('09:00');
    expect(endChoices('09:00')).not.toContain('08:30');
    expect(endChoices('23:30')).toEqual(['24:00']);
  });

  it('keeps a closing time that still comes after a new start, else takes the next slot', () => {
    expect(endAfter('09:00', '18:00')).toBe('18:00');
    expect(endAfter('19:00', '18:00')).toBe('19:30');
    expect(endAfter('18:00', '18:00')).toBe('18:30');
  });

  it('names slot boundaries as HH:mm', () => {
    expect(slotTime(0)).toBe('00:00');
    expect(slotTime(19)).toBe('09:30');
    expect(slotTime(48)).toBe('24:00');
  });
});

describe('fitWithin (logo scaling)', () => {
  it('scales a wide logo down to the box width, keeping its shape', () => {
    expect(fitWithin(1200, 200, LOGO_BOX)).toEqual({ width: 240, height: 40 });
  });
  it('scales a tall logo down to the box height', () => {
    expect(fitWithin(400, 400, LOGO_BOX)).toEqual({ width: 80, height: 80 });
    expect(fitWithin(100, 1000, LOGO_BOX)).toEqual({ width: 8, height: 80 });
  });
  it('never enlarges a small logo', () => {
    expect(fitWithin(120, 40, LOGO_BOX)).toEqual({ width: 120, height: 40 });
  });
  it('keeps at least a pixel and refuses empty images', () => {
    expect(fitWithin(10_000, 1, LOGO_BOX)).toEqual({ width: 240, height: 1 });
    expect(fitWithin(0, 50, LOGO_BOX)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 50, LOGO_BOX)).toEqual({ width: 0, height: 0 });
  });
});

describe('localized', () => {
  it('takes the language, then English, then the fallback', () => {
    expect(localized({ en: 'Hi', zh: '你好' }, 'zh', 'x')).toBe('你好');
    expect(localized({ en: 'Hi' }, 'zh_cn', 'x')).toBe('Hi');
    expect(localized({ en: '  ' }, 'en', 'x')).toBe('x');
    expect(localized(undefined, 'en', 'x')).toBe('x');
  });
});
