import { AppError } from '../../../common/errors';
import { answerValue } from '../inline-input-answer';
import { containsPattern, searchQuery } from '../message-search';
import { formatClock, transcriptText } from '../transcript-export';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.message : e;
  }
  return null;
};

describe('search query', () => {
  it('escapes the LIKE wildcards and its escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
    expect(containsPattern('退款申')).toBe('%退款申%');
  });

  it('counts characters, not UTF-16 units, after trimming', () => {
    expect(searchQuery('  退款申 ')).toBe('退款申');
    expect(refusal(() => searchQuery('退款'))).toMatch(/at least 3/);
    expect(refusal(() => searchQuery('😀😀'))).toMatch(/at least 3/);
    expect(refusal(() => searchQuery(undefined))).toMatch(/at least 3/);
  });
});

describe('inline answer values', () => {
  it('requires a value and checks it against the answer type', () => {
    expect(refusal(() => answerValue('text', '  '))).toBe('RequiredField');
    expect(answerValue('text', '  hi ')).toBe('hi');
    expect(refusal(() => answerValue('email', 'a@b'))).toBe('PleaseEnterAValidEmail');
    expect(answerValue('email', 'a@b.co')).toBe('a@b.co');
    expect(refusal(() => answerValue('url', 'ftp://x.y'))).toBe('PleaseEnterAValidUrl');
    expect(answerValue('url', 'https://example.com/a')).toBe('https://example.com/a');
    expect(answerValue('rating', 5)).toBe('5');
    for (const bad of [0, 6, '4.5', 'x']) expect(refusal(() => answerValue('rating', bad))).toMatch(/1 to 5/);
    expect(answerValue('date', '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '24-01-01']) expect(refusal(() => answerValue('date', bad))).toMatch(/YYYY-MM-DD/);
    expect(answerValue('anniversary', '02-29')).toBe('02-29');
    expect(refusal(() => answerValue('anniversary', '04-31'))).toMatch(/MM-DD/);
    expect(answerValue('phone', '+852 1234 5678')).toBe('+852 1234 5678');
    expect(refusal(() => answerValue('phone', 'call me'))).toMatch(/phone/);
    expect(refusal(() => answerValue('text', 'x'.repeat(2001)))).toMatch(/2000/);
    expect(answerValue('longtext', 'x'.repeat(2001))).toHaveLength(2001);
  });
});

describe('transcript lines', () => {
  it('formats times in the workspace time zone', () => {
    const at = new Date('2025-03-01T16:30:05.123Z');
    expect(formatClock(at, 'UTC')).toBe('2025-03-01 16:30:05');
    expect(formatClock(at, 'Asia/Taipei')).toBe('2025-03-02 00:30:05');
    expect(formatClock(new Date('2025-03-01T00:00:00Z'), 'America/New_York')).toBe('2025-02-28 19:00:00');
  });

  it('agrees with Intl second by second across daylight-saving changes and odd offsets', () => {
    const intl = (at: Date, timeZone: string) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(at)
          .map((x) => [x.type, x.value]),
      );
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    // Each zone around its 2026 changes (spring and autumn), stepping 7 minutes 13 seconds over 6 hours.
    const around: [string, string[]][] = [
      ['America/New_York', ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']],
      ['Europe/London', ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']],
      ['Australia/Lord_Howe', ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z']],
      ['America/St_Johns', ['2026-03-08T05:30:00Z', '2026-11-01T04:30:00Z']],
      ['Asia/Kathmandu', ['2026-06-01T00:00:00Z']],
      ['Asia/Hong_Kong', ['2026-11-01T00:00:00Z']],
    ];
    let checked = 0;
    for (const [zone, changes] of around) {
      for (const change of changes) {
        const t0 = Date.parse(change) - 3 * 3600_000;
        for (let ms = t0; ms < t0 + 6 * 3600_000; ms += 433_000) {
          expect([zone, formatClock(new Date(ms), zone)]).toEqual([zone, intl(new Date(ms), zone)]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('stands in for what is not text', () => {
    const file = { name: 'a.pdf', fileUrl: '/f', contentType: 'application/pdf', fileSize: 1 };
    expect(transcriptText({ type: 1, content: 'hi' })).toBe('hi');
    expect(transcriptText({ type: 2, file })).toBe('[audio]');
    expect(transcriptText({ type: 3, subtype: 1, file })).toBe('[file: a.pdf]');
    expect(transcriptText({ type: 3, subtype: 2, file: { ...file, name: 'p.png' } })).toBe('[image: p.png]');
    expect(transcriptText({ type: 11, element: { elements: [{ title: 'A' }, { title: 'B' }] } })).toBe('[card] A; B');
    expect(
      transcriptText({
        type: 20,
        inlineInput: {
          title: 'Survey',
          input: [
            { inputId: 'r', title: 'Score', value: '4' },
            { inputId: 'c', title: 'Comment' },
          ],
        },
      }),
    ).toBe('[form] Survey | Score: 4 | Comment: (not answered)');
    expect(transcriptText({ type: 21, template: { name: 'Shipped', displayParams: [{ name: 'order', value: '42' }] } })).toBe('[template] Shipped (order=42)');
    expect(transcriptText({ type: 30, content: 'Status changed to closed' })).toBe('Status changed to closed');
  });
});
