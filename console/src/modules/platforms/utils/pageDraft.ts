import { isResponseWindowHours } from './responseWindow';
/** Spec §9: the message tags a page may offer for replies outside its response window. */
export const MESSAGE_TAGS = ['CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE', 'HUMAN_AGENT'] as const;
export type MessageTag = (typeof MESSAGE_TAGS)[number];
export const DEFAULT_WINDOW_HOURS = 24;

export interface PageDraft {
  name: string;
  pageId: string;
  accessToken: string;
  responseWindowHours: string;
  tags: MessageTag[];
}

export type PageProblem = 'name' | 'pageId' | 'accessToken' | 'responseWindowHours';

export const emptyPage = (): PageDraft => ({ name: '', pageId: '', accessToken: '', responseWindowHours: String(DEFAULT_WINDOW_HOURS), tags: ['HUMAN_AGENT'] });

/** Spec §5: page name, page id (on create) and access token are required; the window is whole hours. */
export function pageProblems(draft: PageDraft, editing: boolean): PageProblem[] {
  const problems: PageProblem[] = [];
  if (!draft.name.trim()) problems.push('name');
  if (!editing && !/^[0-9A-Za-z_-]+$/.test(draft.pageId.trim())) problems.push('pageId');
  if (!editing && !draft.accessToken.trim()) problems.push('accessToken');
  if (!isResponseWindowHours(draft.responseWindowHours)) problems.push('responseWindowHours');
  return problems;
}
