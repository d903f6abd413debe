import type { Parley } from '../../server/src/app/parley';
import { Team, TeamMember } from '../../server/src/modules/team/team.entity';
import { api, type Api, type Credentials } from '../support/http';
import { createAgent, createWorkspace, signIn } from './workspace';

export interface ConversationJson {
  id: string;
  name: string;
  status: string;
  source: string;
  customer: { id: string }[];
  agent: { id: string }[];
  assignedAgent: { id: string }[];
  team: { id: string }[];
  tags: string[];
  hidden: boolean;
  mentioned: boolean;
  snooze: number;
  livechat: boolean;
  /** Its customer has an open realtime connection. */
  online: boolean;
  unread: boolean;
  lastRead: { id: string } | null;
  lastMessage: { id: string; seq: number; text: string; internal: boolean } | null;
  customerRating: { score: number; comment?: string } | null;
  agentRating: { score: number; comment?: string } | null;
  orderTimestamp: number;
  lastUpdateTimestamp: number;
  agentOnly: boolean;
}

export interface MessageJson {
  id: string;
  localId: string | null;
  conversationId: string;
  seq: number;
  timestamp: number;
  senderId: string | null;
  senderType: string;
  internal: boolean;
  meta: { type: number; content?: string; reply?: { id: string; internal: boolean }; mentions?: string[]; system?: Record<string, unknown>; subtype?: number };
  /** The change number of this state: higher is newer. */
  version: number;
}

export interface Person {
  id: string;
  creds: Credentials;
}

/** A workspace of its own with an owner (permissions all) and its widget key, so a test sees only its own data. */
export async function setUpWorkspace(parley: Parley, url: string) {
  const http = api(url);
  const workspace = await createWorkspace(parley);
  const owner = await agentIn(parley, url, workspace.id, ['all']);
  const key = await http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'site' }, owner.creds);
  const appKey = key.body.data!.key;
  return {
    http,
    workspaceId: workspace.id,
    owner,
    appKey,
    agent: (permissions: string[]) => agentIn(parley, url, workspace.id, permissions),
    visitor: (refId?: string) => visitorOf(http, appKey, refId),
    team: (name: string, agentIds: string[]) => createTeam(parley, workspace.id, name, agentIds),
    token: (permissions: string[]) => apiToken(http, owner.creds, permissions),
  };
}

export type TestWorkspace = Awaited<ReturnType<typeof setUpWorkspace>>;

export async function agentIn(parley: Parley, url: string, workspaceId: string, permissions: string[]): Promise<Person> {
  const { agent, email, password } = await createAgent(parley, workspaceId, { permissions });
  return { id: agent.id, creds: await signIn(url, email, password, workspaceId) };
}

/** A widget visitor, through POST /api/init with the workspace's key. */
export async function visitorOf(http: Api, appKey: string, refId?: string): Promise<Person> {
  const res = await http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId });
  if (res.status !== 200) throw new Error(`visitor init failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.data!.user.userId, creds: { token: res.body.data!.token } };
}

export async function apiToken(http: Api, owner: Credentials, permissions: string[]): Promise<Person> {
  const res = await http.post<{ token: string; secret: string }>('/api/admin/apiToken/create', { name: 'integration', permissions }, owner);
  if (res.status !== 200) throw new Error(`token create failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.data!.token, creds: { token: `${res.body.data!.token}.${res.body.data!.secret}` } };
}

/**
 * Teams have no service of their own yet (the team admin API comes with the agents and teams
 * issue): until then this writes the two rows that service will write.
 */
export async function createTeam(parley: Parley, workspaceId: string, name: string, agentIds: string[]): Promise<string> {
  const m = parley.database.dataSource.manager;
  const team = await m.save(m.create(Team, { workspaceId, name }));
  for (const agentId of agentIds) await m.save(m.create(TeamMember, { teamId: team.id, agentId, workspaceId }));
  return team.id;
}

/** POST /api/conversation/create; throws on failure. */
export async function createConversation(
  http: Api,
  creds: Credentials,
  body: { agent?: string[]; customer?: string[]; source?: string; name?: string } = {},
): Promise<ConversationJson> {
  const res = await http.post<ConversationJson>('/api/conversation/create', body, creds);
  if (res.status !== 200) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

/** POST /api/message/send with a text message; throws on failure. */
export async function sendText(
  http: Api,
  creds: Credentials,
  conversationId: string,
  content: string,
  extra: { internal?: boolean; localId?: string; reply?: { id: string }; mentions?: string[] } = {},
): Promise<MessageJson> {
  const { reply, mentions, ...rest } = extra;
  const res = await http.post<MessageJson>(
    '/api/message/send',
    { conversationId, ...rest, meta: { type: 1, content, ...(reply ? { reply } : {}), ...(mentions ? { mentions } : {}) } },
    creds,
  );
  if (res.status !== 200) throw new Error(`send failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

export async function history(http: Api, creds: Credentials, conversationId: string, query = '') {
  return http.get<MessageJson[]>(`/api/conversation/${conversationId}/message${query ? `?${query}` : ''}`, creds);
}
