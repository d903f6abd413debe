import { EMPTY_AUDIT_FILTER, exportPath, toServerFilter } from '../auditFilter';

describe('the audit log filter', () => {
  it('sends only what is chosen, days as local midnight to the next midnight', () => {
    expect(toServerFilter(EMPTY_AUDIT_FILTER)).toEqual({});
    const f = { action: 'setting.changed', actorId: 'a1', from: '2026-11-02', to: '2026-11-03' };
    expect(toServerFilter(f)).toEqual({
      action: 'setting.changed',
      actorId: 'a1',
      from: new Date(2026, 10, 2).getTime(),
      to: new Date(2026, 10, 4).getTime(),
    });
    expect(toServerFilter({ ...EMPTY_AUDIT_FILTER, from: '2026-13' })).toEqual({});
  });

  it('gives the CSV export the same filter', () => {
    expect(exportPath({ ...EMPTY_AUDIT_FILTER, action: 'apiKey.created' }, 26)).toBe('/api/admin/audit/export?action=apiKey.created&clientType=26');
  });
});
