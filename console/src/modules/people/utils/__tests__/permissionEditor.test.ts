import { permissionBox, samePermissions, togglePermission } from '../permissionEditor';

describe('permission editor (spec §6)', () => {
  it('a broad permission replaces the whole list with just it', () => {
    expect(togglePermission(['report', 'manageUser'], 'all', true)).toEqual(['all']);
    expect(togglePermission(['report'], 'console', true)).toEqual(['console']);
    expect(togglePermission(['all'], 'console', true)).toEqual(['console']);
    expect(togglePermission(['console'], 'console', false)).toEqual([]);
  });

  it('finer permissions toggle individually', () => {
    expect(togglePermission(['report'], 'manageUser', true)).toEqual(['report', 'manageUser']);
    expect(togglePermission(['report', 'manageUser'], 'report', false)).toEqual(['manageUser']);
    expect(togglePermission(['report'], 'report', true)).toEqual(['report']);
  });

  it('finer boxes are disabled (and unchanged) while a broad permission holds', () => {
    expect(togglePermission(['all'], 'report', false)).toEqual(['all']);
    expect(permissionBox(['all'], 'system')).toEqual({ checked: true, disabled: true });
    // console grants everything but system.
    expect(permissionBox(['console'], 'manageSettings')).toEqual({ checked: true, disabled: true });
    expect(permissionBox(['console'], 'system')).toEqual({ checked: false, disabled: true });
    expect(permissionBox(['console'], 'console')).toEqual({ checked: true, disabled: false });
    expect(permissionBox(['console'], 'all')).toEqual({ checked: false, disabled: false });
    expect(permissionBox(['report'], 'report')).toEqual({ checked: true, disabled: false });
    expect(permissionBox([], 'report')).toEqual({ checked: false, disabled: false });
  });

  it('compares lists whatever their order', () => {
    expect(samePermissions(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(samePermissions(['a'], ['a', 'b'])).toBe(false);
  });
});
