import type { DataSource } from 'typeorm';
import type { AuthenticatedActor } from '../../auth/actor';
import { Agent } from '../../modules/agent/agent.entity';
import type { Services } from '../services';
import { Team, TeamMember } from '../../modules/team/team.entity';
import { Readable } from 'node:stream';
import { png, wav } from './demo-media';
import { backdateConversation } from './demo-history';
import { DEMO_AGENTS, DEMO_RATINGS, DEMO_SCRIPTS, DEMO_TAGS, DEMO_TEAMS, demoCustomerName, type Line } from './demo-content';

export interface DemoOptions {
  workspaceId: string;
  /** How many conversations to write. */
  conversations: number;
  /** The demo agents' password (they can sign in with it). */
  agentPassword: string;
  /** Spread the conversations over this many days back (0 or 1: all today), so reports have a history. */
  days?: number;
  progress?: (done: number) => void;
}

export interface DemoResult {
  agents: { email: string; displayName: string }[];
  conversations: number;
  messages: number;
}

type SignedIn = Extract<AuthenticatedActor, { kind: 'agent' | 'customer' }>;

/**
 * Fills a workspace with agents, teams, customers and conversations in English and Chinese, with
 * every message type, through the services (their rules, events and side effects included), so a
 * running console shows it live. Teams have no service yet: their two rows are written the way
 * the team service will write them.
 */
export async function seedDemo(services: Services, dataSource: DataSource, o: DemoOptions): Promise<DemoResult> {
  const manager = dataSource.manager;
  const signIn = async (kind: 'agent' | 'customer', id: string): Promise<SignedIn> => {
    const session = await services.session.openSession(manager, kind, o.workspaceId, id, { deviceName: 'demo seed' });
    const actor = await services.session.resolveToken(session.token);
    if (!actor) throw new Error('demo session did not resolve');
    return actor;
  };

  const [owner] = (await manager.query(
    `SELECT id FROM agent WHERE workspace_id = $1 AND 'all' = ANY(permissions) AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
    [o.workspaceId],
  )) as { id: string }[];
  if (!owner) throw new Error('the workspace has no owner');
  const ownerActor = await signIn('agent', owner.id);

  const agents: { row: Agent; actor: SignedIn; own: boolean }[] = [];
  for (const a of DEMO_AGENTS) {
    const existing = await manager.findOneBy(Agent, { workspaceId: o.workspaceId, email: a.email });
    const row =
      existing ??
      (await services.agent.provision({
        workspaceId: o.workspaceId,
        email: a.email,
        password: o.agentPassword,
        displayName: a.displayName,
        permissions: [...a.permissions],
      }));
    agents.push({ row, actor: await signIn('agent', row.id), own: !a.permissions.includes('allConversations' as never) });
  }
  const teams: string[] = [];
  for (const t of DEMO_TEAMS) {
    const existing = await manager.findOneBy(Team, { workspaceId: o.workspaceId, name: t.name });
    const team = existing ?? (await manager.save(manager.create(Team, { workspaceId: o.workspaceId, name: t.name })));
    for (const i of t.members) {
      await manager.upsert(TeamMember, { teamId: team.id, agentId: agents[i]!.row.id, workspaceId: o.workspaceId }, ['teamId', 'agentId']);
    }
    teams.push(team.id);
  }

  const key = await services.apiKey.create(ownerActor, { name: 'Demo website' });
  let messages = 0;
  for (let i = 0; i < o.conversations; i++) {
    const login = await services.session.loginCustomer({ appKey: key.key, refId: `demo-${Date.now().toString(36)}-${i}` });
    const customer = await services.session.resolveToken(login.token);
    if (!customer) throw new Error('demo customer did not resolve');
    const { displayName, email } = demoCustomerName(i);
    await services.session.updateMe(customer, { displayName, email });

    // Visitors start conversations; most are then assigned to an agent (some to a team, some to no one).
    const conversation = await services.conversation.create(customer, {});
    const script = DEMO_SCRIPTS[i % DEMO_SCRIPTS.length]!;
    const assignee = i % 5 === 4 ? null : agents[i % agents.length]!;
    const writer = assignee ?? agents[0]!;
    const other = agents[(i + 1) % agents.length]!;
    messages += await say(services, script, {
      conversationId: conversation.id,
      customer,
      agent: writer.actor,
      mention: other.row.id,
      assigned: () => assign(),
    });
    // One in five is left for nobody: its agent answered (which takes it, assignOnReply) and handed it back.
    if (!assignee) await services.conversation.update(ownerActor, { id: conversation.id, removeAgent: [writer.row.id] });

    async function assign(): Promise<void> {
      if (assignee) await services.conversation.update(ownerActor, { id: conversation.id, addAgent: [assignee.row.id] });
      if (i % 4 === 1) await services.conversation.update(ownerActor, { id: conversation.id, addTeam: [teams[i % teams.length]!] });
    }

    if (i % 3 === 0) await services.conversation.assignTags(ownerActor, { conversationId: conversation.id, tag: [DEMO_TAGS[i % DEMO_TAGS.length]!] });
    if (i % 7 === 3) {
      await services.conversation.update(ownerActor, { id: conversation.id, status: 'closed' });
      const rating = DEMO_RATINGS[i % DEMO_RATINGS.length]!;
      await services.conversation.rate(customer, { conversationId: conversation.id, score: rating.score, comment: rating.comment });
    } else if (i % 11 === 5) {
      await services.conversation.snooze(ownerActor, { id: conversation.id, snooze: Date.now() + 3 * 3600 * 1000 });
    } else if (i % 13 === 6) {
      await services.conversation.update(ownerActor, { id: conversation.id, hidden: true });
    } else if (i % 17 === 8 && assignee && !assignee.own) {
      await services.conversation.startLivechat(assignee.actor, conversation.id);
    }
    if ((o.days ?? 0) > 1) await backdateConversation(manager, conversation.id, i, o.days!);
    o.progress?.(i + 1);
  }
  return {
    agents: DEMO_AGENTS.map((a) => ({ email: a.email, displayName: a.displayName })),
    conversations: o.conversations,
    messages,
  };
}

/** Plays a script into a conversation; assignment happens after the customer's first words, as in life. */
async function say(
  services: Services,
  script: Line[],
  c: { conversationId: string; customer: SignedIn; agent: SignedIn; mention: string; assigned: () => Promise<void> },
): Promise<number> {
  let lastCustomerMessage: string | null = null;
  let count = 0;
  for (const [n, line] of script.entries()) {
    const send = (actor: SignedIn, meta: Record<string, unknown>, internal = false) =>
      services.message.send(actor, { conversationId: c.conversationId, meta, internal });
    if ('image' in line) {
      await sendFile(services, c.customer, c.conversationId, { name: line.image, type: 'image/png', bytes: png(320, 200, [90, 120, 200]) });
    } else if ('file' in line) {
      const actor = line.from === 'customer' ? c.customer : c.agent;
      await sendFile(services, actor, c.conversationId, { name: line.file.name, type: 'text/plain', bytes: Buffer.from(line.file.text) });
    } else if ('voice' in line) {
      await sendFile(services, c.customer, c.conversationId, { name: 'voice.wav', type: 'audio/wav', bytes: wav(), audio: true });
    } else if ('text' in line) {
      const sent = await send(line.from === 'customer' ? c.customer : c.agent, { type: 1, content: line.text });
      if (line.from === 'customer') lastCustomerMessage = sent.id;
    } else if ('note' in line) {
      await send(c.agent, { type: 1, content: line.note, ...(line.mention ? { mentions: [c.mention] } : {}) }, true);
    } else if ('reply' in line) {
      await send(c.agent, { type: 1, content: line.reply, ...(lastCustomerMessage ? { reply: { id: lastCustomerMessage } } : {}) });
    } else if ('cards' in line) {
      await send(c.agent, {
        type: 11,
        element: {
          elements: line.cards.map((card) => ({
            title: card.title,
            description: card.description,
            actions: [{ title: 'Open', actionType: 'url', actionContent: { url: card.url } }],
          })),
        },
      });
    } else if ('form' in line) {
      await send(c.agent, {
        type: 20,
        inlineInput: {
          title: line.form.title,
          description: line.form.description,
          input: [
            { inputId: 'rating', title: 'Rating', type: 'rating' },
            { inputId: 'comment', title: 'Comment', type: 'longtext' },
          ],
        },
      });
    } else {
      await send(c.agent, { type: 21, template: { name: line.template.name, displayParams: line.template.params } });
    }
    count += 1;
    if (n === 0) await c.assigned();
  }
  return count;
}

/** Files go through the same multipart path as an upload from a browser. */
async function sendFile(
  services: Services,
  actor: SignedIn,
  conversationId: string,
  f: { name: string; type: string; bytes: Buffer; audio?: boolean },
): Promise<void> {
  const form = new FormData();
  form.set('conversationId', conversationId);
  if (f.audio) form.set('type', '2');
  form.set('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://demo.invalid/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const headers = { 'content-type': request.headers.get('content-type') ?? '', 'content-length': String(body.length) };
  await services.file.send(actor, Object.assign(Readable.from([body]), { headers }));
}
