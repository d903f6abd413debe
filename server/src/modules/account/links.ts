import type { AppConfig } from '../../config/env';

/**
 * Links in emails are built from PUBLIC_URL, never from the request's Host header: a forged Host
 * would otherwise send a victim's reset token to an attacker's site.
 */
export function publicLink(config: AppConfig, path: string): string {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return `${base}${path}`;
}
