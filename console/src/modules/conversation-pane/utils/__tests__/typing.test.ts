import { activeTypists, applyTypingEvent, TypingSender } from '../typing';

describe('typing (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends typing at once, then a heartbeat every 3000 ms, and stopped after clearing', () => {
    let now = 0;
    const sent: number[] = [];
    const s = new TypingSender(
      (st) => sent.push(st),
      () => now,
    );
    s.input('h');
    now = 400;
    s.input('he');
    now = 2999;
    s.input('hel');
    expect(sent).toEqual([1]);
    now = 3000;
    s.input('hell');
    expect(sent).toEqual([1, 1]);
    s.input('');
    expect(sent).toEqual([1, 1]);
    jest.advanceTimersByTime(500);
    expect(sent).toEqual([1, 1, 0]);
  });

  it('after a message is sent, the next keystroke announces typing again at once', () => {
    let now = 0;
    const sent: number[] = [];
    const s = new TypingSender(
      (st) => sent.push(st),
      () => now,
    );
    s.input('hello');
    now = 100;
    s.input('');
    s.sent();
    now = 200;
    s.input('n');
    expect(sent).toEqual([1, 1]);
    jest.advanceTimersByTime(1000);
    expect(sent).toEqual([1, 1]);
  });

  it('typing state expires after the event time', () => {
    let m = applyTypingEvent({}, { userId: 'c', status: 1 }, 1000);
    expect(activeTypists(m, 3999)).toEqual(['c']);
    expect(activeTypists(m, 4000)).toEqual([]);
    m = applyTypingEvent(m, { userId: 'c', status: 1, time: 5000 }, 1000);
    expect(activeTypists(m, 5999)).toEqual(['c']);
    expect(activeTypists(applyTypingEvent(m, { userId: 'c', status: 0 }, 1000), 1001)).toEqual([]);
  });
});
