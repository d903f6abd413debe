import { shortcutOf } from '../usePaneShortcuts';

const key = (code: string, extra: Partial<KeyboardEvent> = {}) => ({ key: '?', code, altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, ...extra });

describe('pane shortcuts', () => {
  it('Alt+C, Alt+R, Alt+A by physical key', () => {
    expect(shortcutOf(key('KeyC'))).toBe('focusComposer');
    expect(shortcutOf(key('KeyR'))).toBe('toggleStatus');
    expect(shortcutOf(key('KeyA'))).toBe('assignToMe');
    expect(shortcutOf(key('KeyH'))).toBe('toggleHidden');
  });
  it('other keys and modifiers are not shortcuts', () => {
    expect(shortcutOf(key('KeyX'))).toBeNull();
    expect(shortcutOf(key('KeyC', { altKey: false }))).toBeNull();
    expect(shortcutOf(key('KeyC', { ctrlKey: true }))).toBeNull();
  });
});
