import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import { invalid } from '../../common/errors';
import { isUuid } from '../../common/sql';
import { issuesToFields } from './custom-fields';
import { WorkspaceSetting } from './setting.entity';

export const RULES_KEY = 'rules';
export const MAX_RULES = 1000;
const MAX_TEAMS_PER_RULE = 50;
const MAX_TAG = 100;

const ruleInput = z
  .object({
    type: z.literal('conversationTagAssignRule').default('conversationTagAssignRule'),
    tag: z.string().trim().min(1, 'common.pleaseInputATag').max(MAX_TAG, 'common.aTagIsAtMostCharacters'),
    team: z.array(z.string().refine(isUuid, 'common.mustBeAnId')).max(MAX_TEAMS_PER_RULE),
  })
  .strict();

/** Spec §3 settings rule: conversations given `tag` are assigned to the teams in `team`. */
export type TagAssignRule = z.output<typeof ruleInput>;

const rulesInput = z
  .array(ruleInput)
  .max(MAX_RULES)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((r, i) => {
      if (seen.has(r.tag)) ctx.addIssue({ code: 'custom', path: [i, 'tag'], message: 'setting.oneRulePerTag' });
      seen.add(r.tag);
    });
  });

/** A rule without teams assigns nothing: it is the way to clear a tag's rule, and is not kept. */
const kept = (rules: TagAssignRule[]) => rules.map((r) => ({ ...r, team: [...new Set(r.team)] })).filter((r) => r.team.length > 0);

/** The rules a client sent, checked whole; a bad one is a 400 naming each field (rules.N.tag, rules.N.team). */
export function parseRules(value: unknown): TagAssignRule[] {
  const parsed = rulesInput.safeParse(value);
  if (!parsed.success) throw invalid('setting.theRulesAreNotValid', issuesToFields(parsed.error, 'rules'));
  return kept(parsed.data);
}

/** The stored rules; anything unreadable is dropped rather than breaking every tag assignment. */
export async function loadRules(m: EntityManager, workspaceId: string): Promise<TagAssignRule[]> {
  const row = await m.findOneBy(WorkspaceSetting, { workspaceId, key: RULES_KEY });
  const parsed = rulesInput.safeParse(row?.value ?? []);
  return parsed.success ? kept(parsed.data) : [];
}

export async function saveRules(m: EntityManager, workspaceId: string, rules: TagAssignRule[]): Promise<void> {
  await m.upsert(WorkspaceSetting, { workspaceId, key: RULES_KEY, value: rules }, ['workspaceId', 'key']);
}

/** Ids among `ids` that are not teams of the workspace. */
export async function unknownTeams(m: EntityManager, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: { id: string }[] = await m.query('SELECT id FROM team WHERE workspace_id = $1 AND id = ANY($2::uuid[])', [workspaceId, [...new Set(ids)]]);
  const known = new Set(rows.map((r) => r.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** The teams the rules give to conversations that receive these tags (only teams that still exist). */
export async function teamsForTags(m: EntityManager, workspaceId: string, tags: readonly string[]): Promise<string[]> {
  if (tags.length === 0) return [];
  const teams = [...new Set((await loadRules(m, workspaceId)).filter((r) => tags.includes(r.tag)).flatMap((r) => r.team))];
  const gone = await unknownTeams(m, workspaceId, teams);
  return teams.filter((id) => !gone.has(id));
}

/** Rules go with what they name: a deleted tag's rule, a deleted team from every rule (and a rule left without teams). */
export async function dropFromRules(m: EntityManager, workspaceId: string, gone: { tags?: readonly string[]; team?: string }): Promise<boolean> {
  const rules = await loadRules(m, workspaceId);
  const next = kept(rules.filter((r) => !gone.tags?.includes(r.tag)).map((r) => ({ ...r, team: r.team.filter((id) => id !== gone.team) })));
  if (JSON.stringify(next) === JSON.stringify(rules)) return false;
  await saveRules(m, workspaceId, next);
  return true;
}
