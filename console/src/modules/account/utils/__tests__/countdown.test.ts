import { RESEND_COUNTDOWN_SECONDS, secondsLeft } from '../countdown';

describe('secondsLeft', () => {
  it('is 60 seconds for the resend countdown (spec §9)', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
  });

  it('rounds up and stops at zero', () => {
    const now = 1_000_000;
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now + 59_000, now)).toBe(59);
    expect(secondsLeft(now + 1, now)).toBe(1);
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(now - 5000, now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });
});
