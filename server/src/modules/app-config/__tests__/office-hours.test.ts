import { appConfigSchema } from '../app-config.types';
import { isOfficeOpen, localClock, responseTimeFor } from '@parley/protocol';

const week = appConfigSchema.parse({}).officeHour;
const weekdays9to18 = {
  ...week,
  mon: { enable: true, start: '09:00', end: '18:00' },
  tue: { enable: true, start: '09:00', end: '18:00' },
  sat: { enable: false, start: '00:00', end: '24:00' },
  sun: { enable: false, start: '00:00', end: '24:00' },
};

describe('office-hour open logic (spec §4)', () => {
  it('is open all day every day with the defaults 00:00–24:00', () => {
    for (const iso of ['2026-11-23T00:00:00Z', '2026-11-25T12:34:00Z', '2026-11-29T23:59:00Z']) {
      expect(isOfficeOpen(week, 'UTC', new Date(iso))).toBe(true);
    }
  });

  it('opens at start (inclusive) and closes at end (exclusive)', () => {
    expect(isOfficeOpen(weekdays9to18, 'UTC', new Date('2026-11-23T08:59:00Z'))).toBe(false); // Monday
    expect(isOfficeOpen(weekdays9to18, 'UTC', new Date('2026-11-23T09:00:00Z'))).toBe(true);
    expect(isOfficeOpen(weekdays9to18, 'UTC', new Date('2026-11-23T17:59:00Z'))).toBe(true);
    expect(isOfficeOpen(weekdays9to18, 'UTC', new Date('2026-11-23T18:00:00Z'))).toBe(false);
  });

  it('is closed on a disabled day whatever the time', () => {
    expect(isOfficeOpen(weekdays9to18, 'UTC', new Date('2026-11-22T12:00:00Z'))).toBe(false); // Sunday
  });

  it("reads the clock in the workspace's time zone, including the weekday", () => {
    // 2026-11-23 02:00 UTC is Monday 10:00 in Hong Kong (open) and Sunday 18:00 in Los Angeles (closed).
    const now = new Date('2026-11-23T02:00:00Z');
    expect(localClock(now, 'Asia/Hong_Kong')).toEqual({ day: 'mon', minutes: 600 });
    expect(isOfficeOpen(weekdays9to18, 'Asia/Hong_Kong', now)).toBe(true);
    expect(localClock(now, 'America/Los_Angeles')).toEqual({ day: 'sun', minutes: 1080 });
    expect(isOfficeOpen(weekdays9to18, 'America/Los_Angeles', now)).toBe(false);
    expect(isOfficeOpen(weekdays9to18, 'UTC', now)).toBe(false); // Monday 02:00
  });

  it('treats midnight as minute 0 and a 24:00 end as the end of the day', () => {
    const late = { ...week, wed: { enable: true, start: '20:00', end: '24:00' } };
    expect(isOfficeOpen(late, 'UTC', new Date('2026-11-25T23:59:59Z'))).toBe(true);
    expect(isOfficeOpen(late, 'UTC', new Date('2026-11-25T19:59:00Z'))).toBe(false);
    expect(localClock(new Date('2026-11-25T00:00:00Z'), 'UTC')).toEqual({ day: 'wed', minutes: 0 });
  });

  it('shows a response time only when manual, choosing the office or non-office value', () => {
    const base = { officeHourResponseTime: 5, nonOfficeHourResponseTime: 120 };
    expect(responseTimeFor({ ...base, responseTimeType: 'manual' }, true)).toBe(5);
    expect(responseTimeFor({ ...base, responseTimeType: 'manual' }, false)).toBe(120);
    expect(responseTimeFor({ ...base, responseTimeType: 'dynamic' }, true)).toBeNull();
    expect(responseTimeFor({ ...base, responseTimeType: 'disable' }, false)).toBeNull();
  });
});

describe('appConfig validation', () => {
  it('fills every default', () => {
    const c = appConfigSchema.parse({});
    expect(c.themeColorPrimary).toBe('#6d78a5');
    expect(c.moduleList.map((m) => m.module)).toEqual(['startConversation', 'officeHour', 'conversationList']);
    expect(c.officeHour.sun).toEqual({ enable: true, start: '00:00', end: '24:00' });
    expect(c.timezone).toBe('UTC');
    expect(c.askEmailWhenAway).toBe(true);
  });

  it('keeps askEmailWhenAway a boolean', () => {
    expect(appConfigSchema.parse({ askEmailWhenAway: false }).askEmailWhenAway).toBe(false);
    expect(appConfigSchema.safeParse({ askEmailWhenAway: 'no' }).success).toBe(false);
    expect(appConfigSchema.safeParse({ askEmailWhenAway: null }).success).toBe(false);
  });

  it('refuses an end before start, off-grid times, bad zones, colours and duplicate modules', () => {
    const bad = (v: unknown) => appConfigSchema.safeParse(v).success;
    expect(bad({ officeHour: { mon: { enable: true, start: '18:00', end: '09:00' } } })).toBe(false);
    expect(bad({ officeHour: { mon: { enable: true, start: '09:15', end: '18:00' } } })).toBe(false);
    expect(bad({ timezone: 'Mars/Olympus' })).toBe(false);
    expect(bad({ themeColorPrimary: 'red' })).toBe(false);
    expect(bad({ moduleList: [{ module: 'officeHour' }, { module: 'officeHour' }] })).toBe(false);
    expect(bad({ unknownField: 1 })).toBe(false);
    expect(bad({ timezone: 'Asia/Taipei', officeHour: { mon: { enable: false } } })).toBe(true);
  });
});
