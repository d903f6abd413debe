import { hasPermission } from '../permissions';

describe('hasPermission (spec §6)', () => {
  it('grants everything but system with all: system only where it is listed', () => {
    expect(hasPermission(['all'], 'system')).toBe(false);
    expect(hasPermission(['all', 'system'], 'system')).toBe(true);
    expect(hasPermission(['all'], 'manageUser')).toBe(true);
  });

  it('grants everything but system with console', () => {
    expect(hasPermission(['console'], 'manageSettings')).toBe(true);
    expect(hasPermission(['console'], 'report')).toBe(true);
    expect(hasPermission(['console'], 'system')).toBe(false);
  });

  it('otherwise needs the permission itself', () => {
    expect(hasPermission(['report'], 'report')).toBe(true);
    expect(hasPermission(['allConversations'], 'manageUser')).toBe(false);
    expect(hasPermission(['manageUser'], 'manageSettings')).toBe(false);
  });

  it('means no permissions without a list', () => {
    expect(hasPermission(undefined, 'report')).toBe(false);
    expect(hasPermission(null, 'report')).toBe(false);
    expect(hasPermission([], 'report')).toBe(false);
  });
});
