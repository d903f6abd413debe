import { parseCapacity } from '../AgentCapacityCard';

describe('parseCapacity', () => {
  it('reads empty as no limit and whole numbers from 0 to 1000', () => {
    expect(parseCapacity('')).toEqual({ ok: true, value: null });
    expect(parseCapacity('  ')).toEqual({ ok: true, value: null });
    expect(parseCapacity('0')).toEqual({ ok: true, value: 0 });
    expect(parseCapacity(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseCapacity('1000')).toEqual({ ok: true, value: 1000 });
  });

  it('refuses anything else before it reaches the server', () => {
    for (const text of ['-1', '1.5', '1001', 'ten', '1e3', '0x10']) expect(parseCapacity(text)).toEqual({ ok: false });
  });
});
