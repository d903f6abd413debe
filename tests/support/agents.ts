import type { Credentials } from './http';
import type { ConversationJson, TestWorkspace } from '../factories/conversation';

export interface AgentJson {
  id: string;
  userId: string;
  displayName: string;
  email: string;
  profilePic: string | null;
  refId: string | null;
  createDate: number;
  lastActivity: number | null;
  online: boolean;
  permissions: string[];
  fields: Record<string, { value: string }>;
  tags: string[];
  teams: { id: string; name: string }[];
  conversations?: ConversationJson[];
}

/** The agents admin routes as the tests call them. */
export function agentAdmin(w: TestWorkspace) {
  return {
    get: (id: string, creds: Credentials, fields = 'createDate,permissions,lastActivity') =>
      w.http.get<AgentJson[]>(`/api/admin/agent/get?userId=${id}&fields=${fields}`, creds),
    update: (body: Record<string, unknown>, creds: Credentials) => w.http.post<AgentJson>('/api/admin/agent/update', body, creds),
    remove: (userId: string, creds: Credentials) => w.http.post('/api/admin/agent/delete', { userId }, creds),
  };
}
