import { newestFirst, noteToAdd } from '../notes';

describe('customer notes (spec §3, §5)', () => {
  it('sends trimmed text and ignores empty notes', () => {
    expect(noteToAdd('  call back on Monday \n')).toBe('call back on Monday');
    expect(noteToAdd(' \n ')).toBeNull();
  });

  it('lists the newest first', () => {
    const notes = [
      { id: 'a', timestamp: 1 },
      { id: 'b', timestamp: 3 },
      { id: 'c', timestamp: 2 },
    ];
    expect(newestFirst(notes).map((n) => n.id)).toEqual(['b', 'c', 'a']);
    expect(notes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });
});
