import { initialInvitePermissions, inviteProblems } from '../inviteForm';

describe('invite agent form (spec §5)', () => {
  it('needs an email and a name', () => {
    expect(inviteProblems({ email: '', displayName: '' })).toEqual({ email: 'required', displayName: 'required' });
    expect(inviteProblems({ email: '  ', displayName: 'Ivy' })).toEqual({ email: 'required' });
  });

  it('needs the email to look like one', () => {
    expect(inviteProblems({ email: 'ivy@', displayName: 'Ivy' })).toEqual({ email: 'format' });
    expect(inviteProblems({ email: ' ivy@example.com ', displayName: 'Ivy' })).toEqual({});
  });

  it('starts from the default permissions, less what the inviter cannot grant', () => {
    expect(initialInvitePermissions(['all'])).toEqual(['allConversations']);
    expect(initialInvitePermissions(['manageUser', 'allConversations'])).toEqual(['allConversations']);
    expect(initialInvitePermissions(['manageUser'])).toEqual([]);
  });
});
