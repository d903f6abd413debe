import { CUSTOM_FIELD_TYPES, FIELD_ID, type CustomFieldType } from '@parley/protocol';

export interface FieldNamesDraft {
  en: string;
  zh: string;
  zh_cn: string;
}

/** A custom field definition being edited; `key` identifies the row while its id is typed. */
export interface FieldDraft {
  key: string;
  id: string;
  type: CustomFieldType;
  name: FieldNamesDraft;
  /** Added on this page and not applied yet: its id may still change. */
  isNew: boolean;
}

/** A conversation tag and the team its rule assigns ('' for none). */
export interface TagDraft {
  tag: string;
  team: string;
}

export interface ConfigurationDraft {
  customerFields: FieldDraft[];
  agentFields: FieldDraft[];
  tags: TagDraft[];
  defaultCustomerTags: string[];
  /** A reply to an unassigned conversation assigns it to the agent who replied. */
  assignOnReply: boolean;
}

export type Section = keyof ConfigurationDraft;
export type FieldListKey = 'customerFields' | 'agentFields';

export interface LoadedConfiguration {
  customerFields: readonly { id: string; type: string; name: FieldNamesDraft }[];
  agentFields: readonly { id: string; type: string; name: FieldNamesDraft }[];
  defaultCustomerTags: readonly string[];
  assignOnReply: boolean;
  conversationTags: readonly string[];
  rules: readonly { tag: string; team: readonly string[] }[];
}

const asType = (type: string): CustomFieldType => ((CUSTOM_FIELD_TYPES as readonly string[]).includes(type) ? (type as CustomFieldType) : 'text');

/** The page's starting point: what the server holds. */
export function draftFrom(loaded: LoadedConfiguration): ConfigurationDraft {
  const fields = (list: LoadedConfiguration['customerFields']): FieldDraft[] =>
    list.map((f) => ({ key: f.id, id: f.id, type: asType(f.type), name: { ...f.name }, isNew: false }));
  const teamOf = new Map(loaded.rules.map((r) => [r.tag, r.team[0] ?? '']));
  return {
    customerFields: fields(loaded.customerFields),
    agentFields: fields(loaded.agentFields),
    tags: loaded.conversationTags.map((tag) => ({ tag, team: teamOf.get(tag) ?? '' })),
    defaultCustomerTags: [...loaded.defaultCustomerTags],
    assignOnReply: loaded.assignOnReply,
  };
}

const comparable = (draft: ConfigurationDraft, section: Section): string => {
  if (section === 'customerFields' || section === 'agentFields') return JSON.stringify(draft[section].map(({ id, type, name }) => ({ id, type, name })));
  return JSON.stringify(draft[section]);
};

/** The sections Apply has to save. */
export function changedSections(loaded: ConfigurationDraft, draft: ConfigurationDraft): Section[] {
  return (['customerFields', 'agentFields', 'tags', 'defaultCustomerTags', 'assignOnReply'] as const).filter(
    (s) => comparable(loaded, s) !== comparable(draft, s),
  );
}

export type FieldProblem = 'idRequired' | 'idInvalid' | 'idTaken' | 'nameRequired';

/** What keeps each row from being saved (by row key); the server checks the same and names the field. */
export function fieldProblems(fields: readonly FieldDraft[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const seen = new Set<string>();
  for (const f of fields) {
    const id = f.id.trim();
    if (!id) problems[f.key] = 'idRequired';
    else if (!FIELD_ID.test(id)) problems[f.key] = 'idInvalid';
    else if (seen.has(id.toLowerCase())) problems[f.key] = 'idTaken';
    else if (!f.name.en.trim()) problems[f.key] = 'nameRequired';
    seen.add(id.toLowerCase());
  }
  return problems;
}

/** Moves a row up (-1) or down (+1); the order is the order fields show in. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The definitions as the server takes them. */
export const definitionsOf = (fields: readonly FieldDraft[]) =>
  fields.map((f) => ({ id: f.id.trim(), type: f.type, name: { en: f.name.en.trim(), zh: f.name.zh.trim() || null, zh_cn: f.name.zh_cn.trim() || null } }));

/** Tag list changes and the rules, from the loaded and edited tags. */
export function tagChanges(loaded: readonly TagDraft[], draft: readonly TagDraft[]) {
  const before = new Set(loaded.map((t) => t.tag));
  const after = new Set(draft.map((t) => t.tag));
  return {
    added: [...after].filter((t) => !before.has(t)),
    removed: [...before].filter((t) => !after.has(t)),
    rules: draft.filter((t) => t.team).map((t) => ({ tag: t.tag, team: [t.team] })),
  };
}

/** A tag typed by someone: trimmed, at most 100 characters; null when empty or already there. */
export function newTag(typed: string, existing: readonly string[]): string | null {
  const tag = typed.trim().slice(0, 100);
  return tag && !existing.includes(tag) ? tag : null;
}
