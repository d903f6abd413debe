import type { ReasonTable } from './reason-table';

/** The agent area's error reasons, each with the values its message fills in. */
export const AGENT_REASONS = {
  'agent.agentsAreListedForAgentsOnly': [],
  'agent.anAgentHasAtMostTags': ['max'],
  'agent.notFound': [],
  'agent.offsetMustBeANonNegative': [],
  'agent.pleaseGiveA': ['field'],
  'agent.sizeMustBeAnIntegerFrom': [],
  'agent.thePictureIsLargerThan200': [],
  'agent.thePictureIsNotOfType': ['type'],
  'agent.thePictureMustBeAPNG': [],
  'agent.unknownPermission': ['list'],
  'agent.youAreTheLastAgentWho': [],
  'agent.youCannotGrantYouDoNot': ['p'],
} as const satisfies ReasonTable;

export type AgentReason = keyof typeof AGENT_REASONS;
