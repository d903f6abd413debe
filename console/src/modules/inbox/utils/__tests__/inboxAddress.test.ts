import { isInboxPath, paramsFromAddress } from '../inboxAddress';

const at = (href: string) => {
  const url = new URL(href, 'http://console.test');
  return paramsFromAddress({ pathname: url.pathname, search: url.search });
};

describe('the inbox view an address names on its own', () => {
  it('a default view, with its status (open unless the address says otherwise)', () => {
    expect(at('/conversation?view=all')).toEqual({ status: 'open', filter: 'all' });
    expect(at('/conversation/c1?view=unassigned&status=closed')).toEqual({ status: 'closed', filter: 'unassigned' });
    expect(at('/conversation?view=mention&status=bogus')).toEqual({ status: 'open', filter: 'mention' });
  });

  it('no view: the default one (spec §3: me); / is the inbox too', () => {
    expect(at('/conversation')).toEqual({ status: 'open', filter: 'me' });
    expect(at('/')).toEqual({ status: 'open', filter: 'me' });
  });

  it("a customer's conversations", () => {
    expect(at('/conversation?customerId=u1&status=all')).toEqual({ status: 'all', filter: 'all', customerId: 'u1' });
  });

  it("none for a team's or a saved view (they need the agent's teams and views), nor for another page", () => {
    expect(at('/conversation?view=team-t1')).toBeNull();
    expect(at('/conversation?view=customView-abc')).toBeNull();
    expect(at('/customers?view=all')).toBeNull();
    expect(at('/conversations')).toBeNull();
  });

  it('knows the inbox paths', () => {
    expect(['/', '/conversation', '/conversation/c1'].map(isInboxPath)).toEqual([true, true, true]);
    expect(['/login', '/conversations', '/report'].map(isInboxPath)).toEqual([false, false, false]);
  });
});
