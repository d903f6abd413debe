import type { ApplicationView } from '@parley/protocol';

/** Outside office hours, or no agent online: the header says Away, and the email card may ask. Unknown (not read yet, an older server) is not away. */
export function nobodyAnswersLive(app: Pick<ApplicationView, 'agentOnline' | 'officeHourOpen'> | undefined): boolean {
  return app?.officeHourOpen === false || app?.agentOnline === false;
}
