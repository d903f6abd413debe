import type { ReasonTable } from './reason-table';

/** The setting area's error reasons, each with the values its message fills in. */
export const SETTING_REASONS = {
  'setting.aRuleNamesATeamThat': [],
  'setting.assignOnReplyIsABoolean': [],
  'setting.atMostDefaultTags': ['max'],
  'setting.fieldIdsMustBeUnique': [],
  'setting.nothingToUpdateSendCustomerFieldsAgentFields': [],
  'setting.oneRulePerTag': [],
  'setting.pleaseInputTheEnglishName': [],
  'setting.theDefaultCustomerTagsAreNot': [],
  'setting.theDefinitionsAreNotValid': ['key'],
  'setting.theRulesAreNotValid': [],
} as const satisfies ReasonTable;

export type SettingReason = keyof typeof SETTING_REASONS;
