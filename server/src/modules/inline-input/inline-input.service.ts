import { CUSTOMER_BASIC_FIELDS } from '@parley/protocol';
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { requirePermission, requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import type { MessageService } from '../message/message.service';
import { MessageType } from '../message/message.entity';
import type { MessageView } from '../message/message.types';
import { issuesToFields, storedDefinitions } from '../setting/custom-fields';
import { WorkspaceSetting } from '../setting/setting.entity';
import { InlineInputTemplate } from './inline-input-template.entity';
import { templateFieldsSchema, type TemplateFields, type TemplateView } from './inline-input.schemas';

/** A template's form as it travels in a message (meta.inlineInput, spec §3). */
export function formOf(t: Pick<InlineInputTemplate, 'title' | 'description' | 'input'>) {
  return { title: t.title, ...(t.description ? { description: t.description } : {}), input: t.input };
}

export function toTemplateView(t: InlineInputTemplate): TemplateView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    title: t.title,
    internal: t.internal,
    automation: { type: t.automationType as TemplateView['automation']['type'] },
    input: t.input,
    createDate: t.createdAt.getTime(),
    updateDate: t.updatedAt.getTime(),
  };
}

/**
 * Interactive-information templates (spec §7 /api/admin/inlineInput): managed with manageSettings;
 * read by every agent (the composer's picker) and API token; sent into a conversation by `trigger`
 * (an agent who may write there) or by automation (jobs/automation.job.ts).
 */
export class InlineInputService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly messages: MessageService,
  ) {}

  private get repo() {
    return this.deps.dataSource.getRepository(InlineInputTemplate);
  }

  /** All of them (size 0 or absent), or the first `size`, by name. Agents and API tokens. */
  async list(actor: Actor, size = 0): Promise<{ items: TemplateView[]; total: number }> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('inlineInput.templatesAreForAgents');
    const [rows, total] = await this.repo.findAndCount({
      where: { workspaceId: a.workspaceId },
      order: { name: 'ASC', createdAt: 'ASC' },
      ...(size > 0 ? { take: size } : {}),
    });
    return { items: rows.map(toTemplateView), total };
  }

  async get(actor: Actor, id: string): Promise<TemplateView> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('inlineInput.templatesAreForAgents');
    return toTemplateView(await this.find(this.deps.dataSource.manager, a.workspaceId, id));
  }

  async create(actor: Actor, input: unknown): Promise<TemplateView> {
    const a = requirePermission(actor, 'manageSettings');
    const fields = await this.checked(a.workspaceId, input);
    const saved = await this.repo.save(this.repo.create({ workspaceId: a.workspaceId, ...columns(fields) }));
    await this.changed(a.workspaceId);
    return toTemplateView(saved);
  }

  async update(actor: Actor, id: string, input: unknown): Promise<TemplateView> {
    const a = requirePermission(actor, 'manageSettings');
    const fields = await this.checked(a.workspaceId, input);
    const saved = await this.deps.dataSource.transaction(async (m) => {
      const row = await this.find(m, a.workspaceId, id, true);
      return m.save(Object.assign(row, columns(fields)));
    });
    await this.changed(a.workspaceId);
    return toTemplateView(saved);
  }

  /** Forms already sent stay in their conversations; only the template goes. */
  async delete(actor: Actor, id: string): Promise<boolean> {
    const a = requirePermission(actor, 'manageSettings');
    const row = await this.find(this.deps.dataSource.manager, a.workspaceId, id);
    await this.repo.delete({ id: row.id });
    await this.changed(a.workspaceId);
    return true;
  }

  /**
   * Sends the template's form into a conversation as a message of type 20 (spec §7 trigger), from
   * the caller, through the one send path (permissions, order, events); internal when the
   * template's audience is agents.
   */
  async trigger(actor: Actor, input: { id: string; conversationId: string }): Promise<MessageView> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('inlineInput.templatesAreSentByAgents');
    const template = await this.find(this.deps.dataSource.manager, a.workspaceId, input.id);
    return this.messages.send(
      a,
      { conversationId: input.conversationId, internal: template.internal, meta: undefined },
      { meta: { type: MessageType.inlineInput, inlineInput: formOf(template) } },
    );
  }

  private async find(m: EntityManager, workspaceId: string, id: string, lock = false): Promise<InlineInputTemplate> {
    const row = isUuid(id)
      ? await m.findOne(InlineInputTemplate, { where: { id, workspaceId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!row) throw notFound('inlineInput.templateNotFound');
    return row;
  }

  /**
   * Every field checked before anything is stored (a 400 names each bad one); an updateField action
   * must name a basic customer field or a custom customer field that exists.
   */
  private async checked(workspaceId: string, input: unknown): Promise<TemplateFields> {
    const parsed = templateFieldsSchema.safeParse(input);
    if (!parsed.success) throw invalid('field.PleaseCheckIfThereAreFieldsThatsYetToFilled', issuesToFields(parsed.error, ''));
    const fields = parsed.data;
    const row = await this.deps.dataSource.manager.findOneBy(WorkspaceSetting, { workspaceId, key: 'customerFields' });
    const known = new Set<string>([...CUSTOMER_BASIC_FIELDS, ...storedDefinitions(row?.value).map((d) => d.id)]);
    const problems: Record<string, string> = {};
    fields.input.forEach((q, i) => {
      if (q.action?.type === 'updateField' && !known.has(q.action.field)) problems[`input.${i}.action.field`] = 'UnknownField';
    });
    if (Object.keys(problems).length) throw invalid('field.PleaseCheckIfThereAreFieldsThatsYetToFilled', problems);
    return fields;
  }

  /** Open consoles reload their templates (spec §7 data type 50). */
  private changed(workspaceId: string): Promise<void> {
    return this.deps.bus.publish(domainEvent('setting.updated', workspaceId, {}, { keys: ['inlineInput'] }));
  }
}

function columns(f: TemplateFields): Pick<InlineInputTemplate, 'name' | 'description' | 'title' | 'internal' | 'automationType' | 'input'> {
  return { name: f.name, description: f.description, title: f.title, internal: f.internal, automationType: f.automation.type, input: f.input };
}
