import { beginChange, whenSettled } from '../pendingChanges';

describe('pending versions', () => {
  it('a refresh waits for every change in flight, then runs once', () => {
    const runs: string[] = [];
    whenSettled('c1', () => runs.push('now'));
    expect(runs).toEqual(['now']);
    const endA = beginChange('c1');
    const endB = beginChange('c1');
    const refresh = () => runs.push('later');
    whenSettled('c1', refresh);
    whenSettled('c1', refresh);
    whenSettled('c2', () => runs.push('other'));
    endA();
    endA();
    expect(runs).toEqual(['now', 'other']);
    endB();
    expect(runs).toEqual(['now', 'other', 'later']);
  });
});
