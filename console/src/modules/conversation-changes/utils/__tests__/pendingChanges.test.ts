import { beginChange, changesBegun, notePatch, settledReader, whenSettled } from '../pendingChanges';

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

describe('a read of the conversation on its way when a change begins', () => {
  it("keeps the change's fields over its answer, and reads again once the change settles", async () => {
    const answers: (() => void)[] = [];
    const read = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const kept: unknown[] = [];
    settledReader('c9', read, (fields) => kept.push(fields))();
    expect(read).toHaveBeenCalledTimes(1);
    const end = beginChange('c9');
    notePatch('c9', changesBegun('c9'), { status: 'closed' });
    answers[0]!();
    await Promise.resolve();
    await Promise.resolve();
    expect(kept).toEqual([{ status: 'closed' }]);
    expect(read).toHaveBeenCalledTimes(1);
    end();
    expect(read).toHaveBeenCalledTimes(2);
    answers[1]!();
    await Promise.resolve();
    await Promise.resolve();
    expect(read).toHaveBeenCalledTimes(2);
    expect(kept).toHaveLength(1);
  });

  it('reads once for several calls while a change is on its way', () => {
    const read = jest.fn(() => Promise.resolve());
    const readAgain = settledReader('c8', read, () => undefined);
    const end = beginChange('c8');
    readAgain();
    readAgain();
    expect(read).not.toHaveBeenCalled();
    end();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
