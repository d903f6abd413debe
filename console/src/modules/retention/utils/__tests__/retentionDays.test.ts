import { parseDays } from '../retentionDays';

describe('parseDays', () => {
  it('takes whole numbers from 1 to 3650 and nothing else', () => {
    expect(['1', '90', ' 365 ', '3650'].map(parseDays)).toEqual([1, 90, 365, 3650]);
    expect(['', '0', '3651', '1.5', '-1', 'abc', '12345'].map(parseDays)).toEqual([null, null, null, null, null, null, null]);
  });
});
