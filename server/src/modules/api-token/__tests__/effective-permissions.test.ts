import { effectivePermissions } from '../api-token.service';

describe("a token's effective permissions", () => {
  it('are its own that the creator holds now, groups included; none once the creator is gone', () => {
    expect(effectivePermissions(['manageSettings', 'allConversations'], ['allConversations'])).toEqual(['allConversations']);
    expect(effectivePermissions(['manageSettings', 'report'], ['console'])).toEqual(['manageSettings', 'report']);
    // An owner's `all` does not hold system (README, Who holds system).
    expect(effectivePermissions(['system', 'report'], ['all'])).toEqual(['report']);
    expect(effectivePermissions(['allConversations'], [])).toEqual([]);
    expect(effectivePermissions(['allConversations'], null)).toBeNull();
    // No creator recorded: its own list.
    expect(effectivePermissions(['allConversations'], undefined)).toEqual(['allConversations']);
  });
});
