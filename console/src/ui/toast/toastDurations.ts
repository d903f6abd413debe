/** Spec §8: toasts last 2000 to 3000 ms unless a screen says otherwise. */
export const TOAST_DURATION = {
  success: 2500,
  warning: 3000,
  error: 3000,
  /** The forgot-password "check your email" notice. */
  info: 3500,
  /** The reset-token failure before redirecting away. */
  long: 7500,
} as const;
