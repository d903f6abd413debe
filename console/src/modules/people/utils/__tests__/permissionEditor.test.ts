import { canGrant, permissionBox, samePermissions, togglePermission } from '../permissionEditor';

describe('permission editor (spec §6)', () => {
  it('a broad permission replaces the whole list with just it', () => {
    expect(togglePermission(['report', 'manageUser'], 'all', true)).toEqual(['all']);
    expect(togglePermission(['report'], 'console', true)).toEqual(['console']);
    expect(togglePermission(['all'], 'console', true)).toEqual(['console']);
    expect(togglePermission(['console'], 'console', false)).toEqual([]);
  });

  it('system belongs to no group: it stays when a group is chosen, toggles beside one, and only a holder may change it', () => {
    expect(togglePermission(['report', 'system'], 'all', true)).toEqual(['all', 'system']);
    expect(togglePermission(['all', 'system'], 'console', true)).toEqual(['console', 'system']);
    expect(togglePermission(['all'], 'system', true)).toEqual(['all', 'system']);
    expect(togglePermission(['all', 'system'], 'system', false)).toEqual(['all']);
    expect(permissionBox(['all'], 'system', true)).toEqual({ checked: false, disabled: false });
    expect(permissionBox(['all', 'system'], 'system')).toEqual({ checked: true, disabled: true });
    expect(permissionBox([], 'system')).toEqual({ checked: false, disabled: true });
  });

  it('finer permissions toggle individually', () => {
    expect(togglePermission(['report'], 'manageUser', true)).toEqual(['report', 'manageUser']);
    expect(togglePermission(['report', 'manageUser'], 'report', false)).toEqual(['manageUser']);
    expect(togglePermission(['report'], 'report', true)).toEqual(['report']);
  });

  it('finer boxes are disabled (and unchanged) while a broad permission holds', () => {
    expect(togglePermission(['all'], 'report', false)).toEqual(['all']);
    expect(permissionBox(['all'], 'manageUser')).toEqual({ checked: true, disabled: true });
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

  it('greys out what the signed-in agent cannot grant, as the server refuses it', () => {
    expect(canGrant(['manageUser'], 'allConversations')).toBe(false);
    expect(canGrant(['manageUser'], 'manageUser')).toBe(true);
    expect(canGrant(['console'], 'all')).toBe(false);
    expect(canGrant(['console'], 'console')).toBe(true);
    expect(canGrant(['all'], 'system')).toBe(false);
    expect(canGrant(['all'], 'report')).toBe(true);
  });
});
