import type { z } from 'zod';
import type { Parley } from '../../server/src/app/parley';
import { Team, TeamMember } from '../../server/src/modules/team/team.entity';
import type { ApiKeyView } from '../../server/src/modules/api-key/api-key.service';
import type { ApiTokenView } from '../../server/src/modules/api-token/api-token.service';
import type { ConversationView, CreateConversationInput } from '../../server/src/modules/conversation/conversation.types';
import type { MessageView } from '../../server/src/modules/message/message.types';
import type { initAnswerSchema } from '../../server/src/modules/session/session.schemas';
import { api, type Api, type Credentials } from '../support/http';
import { createAgent, createWorkspace, signIn } from './workspace';

/** A conversation as REST answers it: the server's view type, so a change of the view breaks the tests that read it at compile time. */
export type ConversationJson = ConversationView;

/** A message as REST answers it (the server's view type). */
export type MessageJson = MessageView;

/** POST /api/init's answer. */
type InitAnswer = z.output<typeof initAnswerSchema>;

export interface Person {
  id: string;
  creds: Credentials;
}

/** A workspace of its own with an owner (permissions all) and its widget key, so a test sees only its own data. */
export async function setUpWorkspace(parley: Parley, url: string) {
  const http = api(url);
  const workspace = await createWorkspace(parley);
  const owner = await agentIn(parley, url, workspace.id, ['all']);
  const key = await http.post<ApiKeyView>('/api/admin/setting/apiKey/create', { name: 'site' }, owner.creds);
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
  const res = await http.post<InitAnswer>('/api/init', { type: 'customer', appKey, refId });
  const answer = res.body.data;
  if (res.status !== 200 || !answer?.token) throw new Error(`visitor init failed: ${JSON.stringify(res.body)}`);
  return { id: answer.user.userId, creds: { token: answer.token } };
}

export async function apiToken(http: Api, owner: Credentials, permissions: string[]): Promise<Person> {
  const res = await http.post<ApiTokenView>('/api/admin/apiToken/create', { name: 'integration', permissions }, owner);
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
export async function createConversation(http: Api, creds: Credentials, body: CreateConversationInput = {}): Promise<ConversationJson> {
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
