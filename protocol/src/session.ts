/** The interface languages of console and widget, as the server stores and answers them. */
export const CLIENT_LANGS = ['en', 'zh', 'zh_cn'] as const;
export type ClientLang = (typeof CLIENT_LANGS)[number];

/**
 * The signed-in person as GET /api/me and POST /api/init answer them (an agent in the console, a
 * visitor in the widget). The server's response schema is checked against this type.
 */
export interface SessionUser {
  userId: string;
  type: 'agent' | 'customer';
  udId: string;
  workspaceId: string;
  workspaceName: string;
  permissions: string[];
  displayName: string;
  email: string | null;
  username: string | null;
  profilePic: string | null;
  refId: string | null;
  lang: ClientLang;
}
