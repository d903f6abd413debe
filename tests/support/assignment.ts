import type { Api, Credentials } from './http';
import { GatewayClient } from './realtime';
import type { ConversationJson, MessageJson } from '../factories/conversation';

export interface TeamQueueJson {
  teamId: string;
  name: string;
  assignmentMode: string;
  length: number;
}

export interface CapacityJson {
  userId: string;
  capacity: number | null;
  open: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The automatic-assignment doors as the tests call them (REST). */
export function assignmentApi(http: Api, manager: Credentials) {
  return {
    setMode: async (teamId: string, assignmentMode: string, creds: Credentials = manager) => {
      const res = await http.post<TeamQueueJson>('/api/admin/team/assignment', { id: teamId, assignmentMode }, creds);
      if (res.status !== 200) throw new Error(`setMode ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data!;
    },
    setCapacity: async (userId: string, capacity: number | null) => {
      const res = await http.post<CapacityJson>('/api/admin/agent/capacity', { userId, capacity }, manager);
      if (res.status !== 200) throw new Error(`setCapacity ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data!;
    },
    capacity: async (userId: string) => (await http.get<CapacityJson>(`/api/admin/agent/capacity?userId=${userId}`, manager)).body.data!,
    queues: async (creds: Credentials = manager) => (await http.get<{ total: number; teams: TeamQueueJson[] }>('/api/assignment/queue', creds)).body.data!,
    queueOf: async (teamId: string, creds: Credentials = manager) =>
      (await http.get<{ total: number; teams: TeamQueueJson[] }>('/api/assignment/queue', creds)).body.data!.teams.find((t) => t.teamId === teamId)?.length ??
      0,
    /** A new conversation for the team, without an agent (an API token creates it). */
    arrive: async (teamId: string, creds: Credentials, customerId?: string) => {
      const res = await http.post<ConversationJson>('/api/conversation/create', { team: [teamId], ...(customerId ? { customer: [customerId] } : {}) }, creds);
      if (res.status !== 200) throw new Error(`create ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data!.id;
    },
    assignees: async (conversationId: string) => {
      const res = await http.get<ConversationJson[]>(`/api/conversation/get?id=${conversationId}`, manager);
      return res.body.data![0].assignedAgent.map((a) => a.id);
    },
    notices: async (conversationId: string) => {
      const res = await http.get<MessageJson[]>(`/api/conversation/${conversationId}/message`, manager);
      return res.body.data!.flatMap((m) => (m.senderType === 'system' && m.meta.system ? [m.meta.system] : []));
    },
  };
}

/** Opens a realtime connection for the agent and waits until the cluster counts them online. */
export async function goOnline(http: Api, baseUrl: string, agent: { id: string; creds: Credentials }, observer: Credentials): Promise<GatewayClient> {
  const socket = await GatewayClient.connect(baseUrl, agent.creds.token!);
  await untilOnline(http, agent.id, observer, true);
  return socket;
}

export async function untilOnline(http: Api, userId: string, observer: Credentials, online: boolean): Promise<void> {
  const end = Date.now() + 10_000;
  for (;;) {
    const res = await http.get<{ online: boolean }[]>(`/api/presence?userId=${userId}`, observer);
    if (res.body.data?.[0]?.online === online) return;
    if (Date.now() > end) throw new Error(`${userId} not ${online ? 'online' : 'offline'}`);
    await sleep(25);
  }
}
