import type { AuthenticatedActor } from '../../../auth/actor';
import { deliveryFor } from '../audience';
import { CUSTOMER_CONVERSATION_FIELDS, EVENT_AUDIENCES } from '../event-audiences';
import { DataType, domainEvent, EVENT_TYPES, type EventSubject, type EventType } from '../events';

const W = 'w1';
const agent = (agentId: string, permissions: string[], workspaceId = W): AuthenticatedActor => ({
  kind: 'agent',
  workspaceId,
  agentId,
  sessionId: `s-${agentId}`,
  permissions,
});
const customer = (customerId: string): AuthenticatedActor => ({ kind: 'customer', workspaceId: W, customerId, sessionId: `s-${customerId}`, permissions: [] });

/** Everyone an event could reach. `own1` is assigned to the conversation and is the subject agent of agent events. */
const ACTORS = {
  ownAssigned: agent('own1', ['ownConversations']),
  ownNotAssigned: agent('own2', ['ownConversations']),
  allConversations: agent('allc', ['allConversations']),
  teamMember: agent('team1', ['ownConversations']),
  manager: agent('mgr', ['manageUser', 'manageSettings', 'report']),
  customerOfConversation: customer('cust1'),
  otherCustomer: customer('cust2'),
  agentOfOtherWorkspace: agent('own1', ['all'], 'w2'),
  apiToken: { kind: 'apiToken', workspaceId: W, tokenId: 'tok1', permissions: ['allConversations'] } as AuthenticatedActor,
} as const;
type Who = keyof typeof ACTORS;
const WHO = Object.keys(ACTORS) as Who[];

/** Readers through ownConversations: the assignee and a member of the conversation's team. */
const conversation = (internal: boolean) => ({ id: 'conv1', customerId: 'cust1', readers: ['own1', 'team1'], internal });

/** What each event is about, as its service says it. */
const SUBJECTS: Record<EventType, EventSubject> = {
  'conversation.created': { conversation: conversation(false) },
  'conversation.updated': { conversation: conversation(false) },
  'conversation.merged': { conversation: conversation(false) },
  'counts.changed': { conversation: conversation(true) },
  'message.created': { conversation: conversation(false) },
  'message.updated': { conversation: conversation(false) },
  'message.deleted': { conversation: conversation(false) },
  read: { conversation: conversation(false) },
  // The agent reading every conversation is the one typing.
  typing: { conversation: conversation(false), except: 'allc' },
  'presence.changed': { customerId: 'cust1', except: 'cust1' },
  'agent.updated': { agentIds: ['own1'] },
  'agent.deleted': { agentIds: ['own1'] },
  'agent.joined': { agentIds: ['own1'] },
  'invitation.updated': {},
  'team.updated': {},
  'team.deleted': {},
  'queue.changed': {},
  'customer.created': { customerId: 'cust1' },
  'customer.updated': { customerId: 'cust1' },
  'customer.archived': { customerId: 'cust1' },
  'customer.erased': { customerId: 'cust1' },
  'setting.updated': {},
  'appConfig.updated': {},
  'tag.updated': {},
  'configuration.updated': { agentIds: ['own1'] },
  'apiKey.created': {},
  'apiKey.updated': {},
  'apiKey.deleted': {},
  'apiToken.created': {},
  'apiToken.deleted': {},
  'platform.updated': {},
  'webhook.updated': {},
  'report.updated': {},
  'session.revoked': {},
  'subscription.ready': {},
  // own1 reads it (assigned), own2 does not: only own1 is told of the mention.
  'conversation.mentioned': { conversation: conversation(true), agentIds: ['own1', 'own2'] },
};

const PAYLOADS: Partial<Record<EventType, Record<string, unknown>>> = {
  'conversation.updated': { id: 'conv1', lastUpdateTimestamp: 1, status: 'closed', tags: ['vip'], changed: ['status', 'tags'] },
  'message.created': { id: 'm1', conversationId: 'conv1', internal: false, meta: { type: 1, content: 'hello' } },
};

// Columns, in WHO's order: ownAssigned, ownNotAssigned, allConversations, teamMember, manager,
// customerOfConversation, otherCustomer, agentOfOtherWorkspace, apiToken.
const READERS = '1 0 1 1 0 1 0 0 1';
const READER_AGENTS = '1 0 1 1 0 0 0 0 1';
const ALL_AGENTS = '1 1 1 1 1 0 0 0 1';
const MANAGE_SETTINGS = '0 0 0 0 1 0 0 0 0';
const NOBODY = '0 0 0 0 0 0 0 0 0';

/** The expected answer of every event type for every kind of receiver, and the frame's data type. */
const EXPECTED: Record<EventType, { receivers: string; dataType: number }> = {
  'conversation.created': { receivers: READERS, dataType: DataType.other },
  'conversation.updated': { receivers: READERS, dataType: DataType.other },
  'conversation.merged': { receivers: READERS, dataType: DataType.other },
  'counts.changed': { receivers: READER_AGENTS, dataType: DataType.other },
  'message.created': { receivers: READERS, dataType: DataType.message },
  'message.updated': { receivers: READERS, dataType: DataType.message },
  'message.deleted': { receivers: READERS, dataType: DataType.message },
  read: { receivers: READERS, dataType: DataType.status },
  typing: { receivers: '1 0 0 1 0 1 0 0 1', dataType: DataType.status },
  'presence.changed': { receivers: ALL_AGENTS, dataType: DataType.presence },
  'agent.updated': { receivers: ALL_AGENTS, dataType: DataType.other },
  'agent.deleted': { receivers: ALL_AGENTS, dataType: DataType.other },
  'agent.joined': { receivers: ALL_AGENTS, dataType: DataType.other },
  'invitation.updated': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'team.updated': { receivers: ALL_AGENTS, dataType: DataType.other },
  'team.deleted': { receivers: ALL_AGENTS, dataType: DataType.other },
  'queue.changed': { receivers: ALL_AGENTS, dataType: DataType.other },
  'customer.created': { receivers: ALL_AGENTS, dataType: DataType.other },
  'customer.updated': { receivers: '1 1 1 1 1 1 0 0 1', dataType: DataType.other },
  'customer.archived': { receivers: ALL_AGENTS, dataType: DataType.other },
  'customer.erased': { receivers: ALL_AGENTS, dataType: DataType.other },
  'setting.updated': { receivers: ALL_AGENTS, dataType: DataType.provisioning },
  'appConfig.updated': { receivers: '1 1 1 1 1 1 1 0 1', dataType: DataType.provisioning },
  'tag.updated': { receivers: ALL_AGENTS, dataType: DataType.provisioning },
  'configuration.updated': { receivers: '1 0 0 0 0 0 0 0 0', dataType: DataType.provisioning },
  'apiKey.created': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'apiKey.updated': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'apiKey.deleted': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'apiToken.created': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'apiToken.deleted': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'platform.updated': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'webhook.updated': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'report.updated': { receivers: MANAGE_SETTINGS, dataType: DataType.provisioning },
  'session.revoked': { receivers: NOBODY, dataType: DataType.other },
  'subscription.ready': { receivers: NOBODY, dataType: DataType.other },
  'conversation.mentioned': { receivers: '1 0 0 0 0 0 0 0 0', dataType: DataType.other },
};

const eventOf = (type: EventType, subject: EventSubject = SUBJECTS[type], payload = PAYLOADS[type] ?? { id: 'x' }) => domainEvent(type, W, subject, payload);

describe('the audience table covers every event type', () => {
  it('has exactly one row per event type, and no row for an unknown type', () => {
    expect(Object.keys(EVENT_AUDIENCES).sort()).toEqual([...EVENT_TYPES].sort());
  });
});

describe('who receives what: every event type × every kind of receiver', () => {
  for (const type of EVENT_TYPES) {
    it(`${type}: reaches exactly its audience, with its spec data type`, () => {
      const expected = EXPECTED[type].receivers.split(' ').map((bit) => bit === '1');
      const event = eventOf(type);
      const got = WHO.map((who) => deliveryFor(ACTORS[who], event) !== null);
      expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]]))).toEqual(Object.fromEntries(WHO.map((w, i) => [w, expected[i]])));
      for (const who of WHO) {
        const delivery = deliveryFor(ACTORS[who], event);
        if (delivery) expect({ who, dataType: delivery.dataType }).toEqual({ who, dataType: EXPECTED[type].dataType });
      }
    });
  }

  it('counts.changed for a mention reaches only the mentioned agents', () => {
    const event = eventOf('counts.changed', { ...SUBJECTS['counts.changed'], agentIds: ['own2'] });
    expect(WHO.filter((who) => deliveryFor(ACTORS[who], event))).toEqual(['ownNotAssigned']);
  });

  it('a permission change is provisioning (50) for the agent whose permissions changed, news (40) for the others', () => {
    const event = eventOf('agent.updated', { agentIds: ['own1'] }, { userId: 'own1', permissionsChanged: true });
    expect(deliveryFor(ACTORS.ownAssigned, event)?.dataType).toBe(DataType.provisioning);
    expect(deliveryFor(ACTORS.manager, event)?.dataType).toBe(DataType.other);
  });
});

describe('a customer never receives internal content', () => {
  for (const type of EVENT_TYPES) {
    it(`${type}: an internal one reaches no customer, not even the conversation's`, () => {
      const subject = SUBJECTS[type].conversation ? { ...SUBJECTS[type], conversation: conversation(true) } : SUBJECTS[type];
      const event = eventOf(type, subject, { id: 'm2', conversationId: 'conv1', internal: true, meta: { type: 1, content: 'agents only' } });
      expect(deliveryFor(ACTORS.customerOfConversation, event)).toBeNull();
      expect(deliveryFor(ACTORS.otherCustomer, event)).toBeNull();
    });
  }

  it('every projection refuses an internal payload, even if an audience let it through', () => {
    for (const type of EVENT_TYPES) {
      const { customer } = EVENT_AUDIENCES[type];
      if (customer === 'never') continue;
      expect({ type, seen: customer({ id: 'm2', internal: true, changed: ['status'], status: 'open' }) }).toEqual({ type, seen: null });
    }
  });

  it('a conversation change shows its customer only the public fields that changed, or nothing', () => {
    const mixed = deliveryFor(ACTORS.customerOfConversation, eventOf('conversation.updated'));
    expect(mixed?.payload).toEqual({ id: 'conv1', lastUpdateTimestamp: 1, status: 'closed', changed: ['status'] });
    for (const field of Object.keys(mixed?.payload ?? {})) expect(['id', 'lastUpdateTimestamp', 'changed', ...CUSTOMER_CONVERSATION_FIELDS]).toContain(field);
    const agentOnly = eventOf('conversation.updated', SUBJECTS['conversation.updated'], {
      id: 'conv1',
      lastUpdateTimestamp: 2,
      tags: ['vip'],
      hidden: true,
      changed: ['tags', 'hidden'],
    });
    expect(deliveryFor(ACTORS.customerOfConversation, agentOnly)).toBeNull();
    // Agents get the whole change.
    expect(deliveryFor(ACTORS.allConversations, agentOnly)?.payload).toMatchObject({ tags: ['vip'], hidden: true });
  });
});
