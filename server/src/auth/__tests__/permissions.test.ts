import { hasPermission, normalisePermissions, requirePermission } from '../permissions';
import { isStrongPassword, hashPassword, verifyPassword, generatePassword } from '../password';

describe('hasPermission (spec §6)', () => {
  it.each([
    // Only a list that names system holds it (README, Who holds system).
    [['all'], 'system', false],
    [['all', 'system'], 'system', true],
    [['system'], 'system', true],
    [['all'], 'report', true],
    [['console'], 'report', true],
    [['console'], 'system', false],
    [['report'], 'report', true],
    [['report'], 'manageUser', false],
    [[], 'report', false],
    [null, 'report', false],
    [['console'], 'sdk', false],
    [['sdk'], 'sdk', true],
  ] as const)('%j has %s: %s', (list, permission, expected) => {
    expect(hasPermission(list as string[] | null, permission)).toBe(expected);
  });

  it('never lets a customer through a permission check', () => {
    expect(() => requirePermission({ kind: 'customer', workspaceId: 'w', customerId: 'c', sessionId: 's', permissions: ['all'] }, 'report')).toThrow(/report/);
    expect(() => requirePermission({ kind: 'anonymous' }, 'report')).toThrow(/sign in/);
  });

  it('normalises lists to known values in a stable order', () => {
    expect(normalisePermissions(['report', 'bogus', 'all', 'report'])).toEqual(['all', 'report']);
  });
});

describe('passwords', () => {
  it('applies the strong rule of spec §5', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Ab1!')).toBe(false);
    expect(isStrongPassword(`Ab1!${'x'.repeat(61)}`)).toBe(false);
    for (let i = 0; i < 20; i++) expect(isStrongPassword(generatePassword())).toBe(true);
  });

  it('hashes with a salt and verifies only the right password', async () => {
    const a = await hashPassword('Secret-123');
    const b = await hashPassword('Secret-123');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Secret-123', a)).toBe(true);
    expect(await verifyPassword('Secret-124', a)).toBe(false);
    expect(await verifyPassword('Secret-123', null)).toBe(false);
    expect(await verifyPassword('Secret-123', 'garbage')).toBe(false);
  });
});
