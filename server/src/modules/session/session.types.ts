import type { ClientLang, SessionUser } from '@parley/protocol';

export interface SessionResult {
  token: string;
  user: SessionUser;
}

export interface AgentLoginInput {
  username: string;
  password: string;
  preferredAccount?: string;
  supportMultipleAccounts?: boolean;
  lang?: string;
  deviceName?: string;
}

export interface CustomerLoginInput {
  appKey: string;
  refId?: string;
  /** Hex HMAC-SHA256(refId, API key secret): required when the key has identity verification on. */
  refIdHash?: string;
  lang?: string;
  deviceName?: string;
  /** The client address of the request (visitor limits); unset for internal callers such as the demo seed. */
  address?: string;
}

export interface MeUpdateInput {
  displayName?: string;
  email?: string | null;
  subtitle?: string | null;
  bio?: string | null;
  profilePic?: string | null;
  lang?: string;
  fields?: Record<string, { value: unknown }>;
}

/** The spec's clients send en_US / zh_HK / zh_CN (widget) or en / zh / zh_cn (console). */
export function normaliseLang(lang: string | undefined): ClientLang {
  const l = (lang ?? '').toLowerCase().replace('-', '_');
  if (l === 'zh_cn' || l === 'zh_hans' || l === 'zh_sg') return 'zh_cn';
  if (l === 'zh' || l === 'zh_hk' || l === 'zh_tw' || l === 'zh_hant') return 'zh';
  return 'en';
}
