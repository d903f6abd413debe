import type { Permission } from '../../session/utils/permissions';

/** The four first steps of a new workspace, in the order a new team takes them. */
export const GETTING_STARTED_STEPS = ['widgetInstalled', 'teamInvited', 'channelConnected', 'officeHoursSet'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** Where each step is taken. */
export const STEP_ROUTES: Readonly<Record<GettingStartedStep, string>> = {
  widgetInstalled: '/developer',
  teamInvited: '/agents',
  channelConnected: '/externalPlatform',
  officeHoursSet: '/customization',
};

/** The permission a step's page needs beyond manageSettings (the panel's own). */
export const STEP_PERMISSION: Readonly<Partial<Record<GettingStartedStep, Permission>>> = { teamInvited: 'manageUser' };

export function stepsDone(state: Readonly<Record<GettingStartedStep, boolean>>): number {
  return GETTING_STARTED_STEPS.filter((s) => state[s]).length;
}
