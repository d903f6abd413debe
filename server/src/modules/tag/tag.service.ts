import { In, Not, type EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, msg } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { requireAnyPermission, requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { dropFromRules } from '../setting/tag-rules';
import { WorkspaceTag } from './workspace-tag.entity';

export const TAG_KINDS = ['conversation', 'customer', 'agent'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export const MAX_TAG_LENGTH = 100;
/** Tags offered per kind: a vocabulary, not a data set. */
export const MAX_TAGS_PER_KIND = 1000;

/** Trimmed, non-empty, at most MAX_TAG_LENGTH; a list without duplicates. */
export function cleanTagList(tags: readonly string[], field = 'tag'): string[] {
  const out = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (out.length === 0) throw invalid('common.pleaseInputATag', { [field]: 'required' });
  if (out.some((t) => t.length > MAX_TAG_LENGTH)) throw invalid(msg('common.aTagIsAtMostCharacters', { max: MAX_TAG_LENGTH }), { [field]: 'tooLong' });
  return out;
}

/** Who may change a kind's list. */
export const editors = (kind: TagKind) => (kind === 'conversation' ? (['manageSettings'] as const) : (['manageSettings', 'manageUser'] as const));

/**
 * The workspace's tag lists (spec §7 Tags): the tags offered for conversations, customers and agents.
 * Deleting a tag takes it off the list; records that carry it keep it (history is not rewritten).
 */
export class TagService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /** Any agent or API token of the workspace; visitors have no use for it. */
  async list(actor: Actor, kind: TagKind): Promise<string[]> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('tag.tagsAreForAgents');
    return this.names(this.ds.manager, a.workspaceId, kind);
  }

  /**
   * Adds tags to a list (already there: nothing changes) and answers the new list. Conversation
   * tags need manageSettings (the settings page); customer and agent tags manageSettings or
   * manageUser (their profiles create tags as they assign them).
   */
  async create(actor: Actor, kind: TagKind, tags: readonly string[]): Promise<string[]> {
    const a = requireAnyPermission(actor, editors(kind));
    const clean = cleanTagList(tags);
    const list = await this.ds.transaction(async (m) => {
      await this.register(m, a.workspaceId, kind, clean);
      return this.names(m, a.workspaceId, kind);
    });
    await this.changed(a.workspaceId, kind);
    return list;
  }

  async delete(actor: Actor, kind: TagKind, tags: readonly string[]): Promise<string[]> {
    const a = requireAnyPermission(actor, editors(kind));
    const clean = cleanTagList(tags);
    // A deleted conversation tag takes its team rule with it (setting/tag-rules.ts).
    const rulesChanged = await this.ds.transaction(async (m) => {
      await m.delete(WorkspaceTag, { workspaceId: a.workspaceId, kind, name: In(clean) });
      return kind === 'conversation' ? dropFromRules(m, a.workspaceId, { tags: clean }) : false;
    });
    await this.changed(a.workspaceId, kind);
    if (rulesChanged) await this.deps.bus.publish(domainEvent('setting.updated', a.workspaceId, {}, { keys: ['rules'] }));
    return this.names(this.ds.manager, a.workspaceId, kind);
  }

  /**
   * Puts tags on a list inside the caller's transaction (assigning a new tag to a customer
   * creates it, as the profile's creatable multi-select expects). Permission checks are the caller's.
   */
  async register(m: EntityManager, workspaceId: string, kind: TagKind, tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    const others = await m.countBy(WorkspaceTag, { workspaceId, kind, name: Not(In([...tags])) });
    if (others + tags.length > MAX_TAGS_PER_KIND) throw invalid(msg('tag.atMostTags', { max: MAX_TAGS_PER_KIND, kind }), { tag: 'tooMany' });
    await m
      .createQueryBuilder()
      .insert()
      .into(WorkspaceTag)
      .values(tags.map((name) => ({ workspaceId, kind, name })))
      .orIgnore()
      .execute();
  }

  private async names(m: EntityManager, workspaceId: string, kind: TagKind): Promise<string[]> {
    const rows = await m
      .createQueryBuilder(WorkspaceTag, 't')
      .select('t.name', 'name')
      .where('t.workspace_id = :workspaceId AND t.kind = :kind', { workspaceId, kind })
      .orderBy('lower(t.name)')
      .addOrderBy('t.name')
      .getRawMany<{ name: string }>();
    return rows.map((r) => r.name);
  }

  private changed(workspaceId: string, kind: TagKind): Promise<void> {
    return this.deps.bus.publish(domainEvent('tag.updated', workspaceId, {}, { kind }));
  }
}
