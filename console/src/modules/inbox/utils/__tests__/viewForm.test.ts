import { filterOf, type ViewParams } from '../views';
import { dayOf, dayStart, formOf, paramsOf, type ViewForm } from '../viewForm';

const blank: ViewForm = formOf({});

describe('the view editor form and the API filter', () => {
  it('maps every filter the API takes, and back', () => {
    const form: ViewForm = {
      ...blank,
      status: 'all',
      scope: 'team:7c0e6c0a-0000-4000-8000-000000000001',
      tag: ' refund ',
      customerTag: 'gold',
      customerId: '7c0e6c0a-0000-4000-8000-0000000000c1',
      agentId: '7c0e6c0a-0000-4000-8000-0000000000a1',
      from: '2026-11-02',
      to: '2026-11-20',
      onlineOnly: true,
      sort: 'oldest',
    };
    const out = paramsOf(form);
    expect(out).toEqual({
      params: {
        status: 'all',
        filter: 'team',
        team: '7c0e6c0a-0000-4000-8000-000000000001',
        tag: 'refund',
        customerTag: 'gold',
        customerId: '7c0e6c0a-0000-4000-8000-0000000000c1',
        agentId: '7c0e6c0a-0000-4000-8000-0000000000a1',
        afterTimestamp: new Date(2026, 10, 2).getTime() - 1,
        beforeTimestamp: new Date(2026, 10, 21).getTime(),
        showOnline: true,
        reverseOrder: true,
      },
    });
    const params = (out as { params: ViewParams }).params;
    // The list asks the API with exactly these (ConversationFilterInput's names).
    expect(filterOf(params)).toEqual(params);
    expect(formOf(params)).toEqual({ ...form, tag: 'refund' });
  });

  it('includes the whole of both days: the server compares strictly', () => {
    const { params } = paramsOf({ ...blank, from: '2026-11-02', to: '2026-11-02' }) as { params: ViewParams };
    const firstMoment = new Date(2026, 10, 2, 0, 0, 0, 0).getTime();
    const lastMoment = new Date(2026, 10, 2, 23, 59, 59, 999).getTime();
    expect(params.afterTimestamp! < firstMoment && lastMoment < params.beforeTimestamp!).toBe(true);
    expect(params.afterTimestamp! < firstMoment - 1).toBe(false);
    expect(params.beforeTimestamp! > lastMoment + 1).toBe(false);
  });

  it('leaves out what is empty: a plain view is status and scope', () => {
    expect(paramsOf(blank)).toEqual({ params: { status: 'open', filter: 'all' } });
    expect(paramsOf({ ...blank, scope: 'me', tag: '  ', customerTag: '' })).toEqual({ params: { status: 'open', filter: 'me' } });
    expect(paramsOf({ ...blank, from: '2026-01-01' })).toEqual({
      params: { status: 'open', filter: 'all', afterTimestamp: new Date(2026, 0, 1).getTime() - 1 },
    });
  });

  it('refuses an end before the start, and a day that does not exist', () => {
    expect(paramsOf({ ...blank, from: '2026-11-03', to: '2026-11-02' })).toEqual({ problem: 'dateRange' });
    expect(paramsOf({ ...blank, from: '2026-02-31' })).toEqual({ problem: 'badDate' });
    expect(paramsOf({ ...blank, to: 'soon' })).toEqual({ problem: 'badDate' });
  });

  it('reads days in local time', () => {
    expect(dayStart('2026-03-09')).toBe(new Date(2026, 2, 9).getTime());
    expect(dayStart('2026-13-01')).toBeNull();
    expect(dayOf(new Date(2026, 2, 9, 23, 59).getTime())).toBe('2026-03-09');
  });
});
