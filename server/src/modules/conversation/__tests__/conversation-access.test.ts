import type { AuthenticatedActor } from '../../../auth/actor';
import { SqlParams } from '../../../common/sql';
import { accessPredicate, canRead, seesInternal, type ConversationAccess } from '../conversation-access';
import { conversationScope } from '../../../auth/conversation-scope';

const agent = (permissions: string[], agentId = 'a1'): Extract<AuthenticatedActor, { kind: 'agent' }> => ({
  kind: 'agent',
  workspaceId: 'w1',
  agentId,
  sessionId: 's',
  permissions,
});
const token = (permissions: string[]): AuthenticatedActor => ({ kind: 'apiToken', workspaceId: 'w1', tokenId: 't1', permissions });
const customer: Extract<AuthenticatedActor, { kind: 'customer' }> = { kind: 'customer', workspaceId: 'w1', customerId: 'c1', sessionId: 's', permissions: [] };

describe('conversationScope (spec §6)', () => {
  it.each([
    [agent(['all']), 'all'],
    [agent(['console']), 'all'],
    [agent(['allConversations']), 'all'],
    [agent(['ownConversations']), 'own'],
    [agent(['ownConversations', 'allConversations']), 'all'],
    [agent(['report', 'manageUser']), 'none'],
    [agent([]), 'none'],
    [token(['allConversations']), 'all'],
    [token(['ownConversations']), 'none'],
    [customer, 'customer'],
  ])('%o reads %s', (actor, scope) => {
    expect(conversationScope(actor)).toBe(scope);
  });
});

describe('canRead and accessPredicate', () => {
  const conv = { workspaceId: 'w1', customerId: 'c1', assigneeIds: ['a2'], teamIds: ['t9'] };
  const own = (teamIds: string[], agentId = 'a1'): ConversationAccess => ({
    scope: 'own',
    actor: agent(['ownConversations'], agentId),
    workspaceId: 'w1',
    agentId,
    teamIds,
  });

  it('follows the rule for each scope, never across workspaces', () => {
    expect(canRead({ scope: 'all', actor: agent(['all']), workspaceId: 'w1' }, conv)).toBe(true);
    expect(canRead({ scope: 'all', actor: agent(['all']), workspaceId: 'w2' }, conv)).toBe(false);
    expect(canRead(own([]), conv)).toBe(false);
    expect(canRead(own([], 'a2'), conv)).toBe(true);
    expect(canRead(own(['t9']), conv)).toBe(true);
    expect(canRead({ scope: 'customer', actor: customer, workspaceId: 'w1', customerId: 'c1' }, conv)).toBe(true);
    // Another customer's, whatever of theirs was merged into it (issue 47): only its own customer reads it.
    expect(canRead({ scope: 'customer', actor: customer, workspaceId: 'w1', customerId: 'c1' }, { ...conv, customerId: 'c2' })).toBe(false);
    expect(canRead({ scope: 'none', actor: agent([]), workspaceId: 'w1' }, conv)).toBe(false);
  });

  it('always scopes the SQL to the workspace and binds every value', () => {
    const p = new SqlParams();
    const sql = accessPredicate(own(['t9']), p);
    expect(sql).toMatch(/^c\.workspace_id = \$1 AND/);
    expect(p.values).toEqual(['w1', 'a1', ['t9']]);
    expect(accessPredicate({ scope: 'none', actor: agent([]), workspaceId: 'w1' }, new SqlParams())).toBe('FALSE');
    const q = new SqlParams();
    expect(accessPredicate({ scope: 'customer', actor: customer, workspaceId: 'w1', customerId: 'c1' }, q)).toBe('c.workspace_id = $1 AND c.customer_id = $2');
    expect(q.values).toEqual(['w1', 'c1']);
  });

  it('shows internal messages to agents and tokens only', () => {
    expect(seesInternal(own([]))).toBe(true);
    expect(seesInternal({ scope: 'customer', actor: customer, workspaceId: 'w1', customerId: 'c1' })).toBe(false);
  });
});
