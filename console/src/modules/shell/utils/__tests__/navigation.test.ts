import { SETTING_MENU, USER_MENU, isUnder, visibleItems } from '../navigation';

const paths = (items: { path: string }[]) => items.map((i) => i.path);

describe('side navigation gating (spec §6)', () => {
  it('shows every item to an owner', () => {
    expect(paths(visibleItems(USER_MENU, ['all']))).toEqual(['/customers', '/agents', '/teams']);
    expect(paths(visibleItems(SETTING_MENU, ['all']))).toEqual([
      '/customization',
      '/configuration',
      '/externalPlatform',
      '/developer',
      '/audit',
      '/retention',
      '/report',
    ]);
  });

  it('hides both menus from an agent with only conversation permissions', () => {
    expect(visibleItems(USER_MENU, ['allConversations'])).toEqual([]);
    expect(visibleItems(SETTING_MENU, ['allConversations'])).toEqual([]);
  });

  it('shows only Report with the report permission', () => {
    expect(paths(visibleItems(SETTING_MENU, ['report']))).toEqual(['/report']);
  });

  it('shows the settings pages but not Report with manageSettings', () => {
    expect(paths(visibleItems(SETTING_MENU, ['manageSettings']))).not.toContain('/report');
    expect(paths(visibleItems(SETTING_MENU, ['manageSettings']))).toContain('/audit');
    expect(paths(visibleItems(SETTING_MENU, ['report', 'manageUser']))).not.toContain('/audit');
    expect(paths(visibleItems(SETTING_MENU, ['manageSettings']))).toContain('/retention');
    expect(paths(visibleItems(SETTING_MENU, ['report', 'manageUser']))).not.toContain('/retention');
  });
});

describe('isUnder', () => {
  it('matches the page and its children only', () => {
    expect(isUnder('/agents', '/agents')).toBe(true);
    expect(isUnder('/agents/12', '/agents')).toBe(true);
    expect(isUnder('/agentsx', '/agents')).toBe(false);
  });
});
