/** Spec §9: after a reset email is sent, the button waits 60 s before it can resend. */
export const RESEND_COUNTDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt`, rounded up, never negative. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
