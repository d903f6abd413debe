import type { Lang } from '../../i18n/language';

type Words = readonly [en: string, zh: string, zh_cn: string];

/** Column names and cell words of the conversation reports, in the product's three languages. */
export const REPORT_WORDS = {
  conversationId: ['Conversation ID', '對話 ID', '对话 ID'],
  conversationName: ['Conversation name', '對話名稱', '对话名称'],
  customerId: ['Customer ID', '客戶 ID', '客户 ID'],
  customerName: ['Customer name', '客戶名稱', '客户名称'],
  customerEmail: ['Customer email', '客戶電郵', '客户邮箱'],
  source: ['Source', '來源', '来源'],
  status: ['Status', '狀態', '状态'],
  teams: ['Teams', '團隊', '团队'],
  agents: ['Assigned agents', '指派的客服', '分配的客服'],
  tags: ['Tags', '標籤', '标签'],
  created: ['Created', '建立時間', '创建时间'],
  firstCustomerMessage: ['First customer message', '客戶首則訊息', '客户首条消息'],
  firstResponse: ['First response', '首次回覆', '首次回复'],
  firstResponseSeconds: ['First response time (seconds)', '首次回覆時間（秒）', '首次回复时间（秒）'],
  closed: ['Closed', '關閉時間', '关闭时间'],
  resolutionSeconds: ['Resolution time (seconds)', '解決時間（秒）', '解决时间（秒）'],
  customerMessages: ['Customer messages', '客戶訊息數', '客户消息数'],
  agentMessages: ['Agent messages', '客服訊息數', '客服消息数'],
  internalNotes: ['Internal notes', '內部備註數', '内部备注数'],
  botMessages: ['Chat bot messages', '聊天機械人訊息數', '聊天机器人消息数'],
  customerRating: ['Customer rating', '客戶評分', '客户评分'],
  customerComment: ['Customer comment', '客戶意見', '客户意见'],
  agentRating: ['Agent rating', '客服評分', '客服评分'],
  agentComment: ['Agent comment', '客服意見', '客服意见'],
  agentId: ['Agent ID', '客服 ID', '客服 ID'],
  agentName: ['Agent name', '客服名稱', '客服名称'],
  agentEmail: ['Agent email', '客服電郵', '客服邮箱'],
  assigned: ['Assigned now', '目前已指派', '当前已分配'],
  sent: ['Messages sent', '已發送訊息', '已发送消息'],
  notesWritten: ['Internal notes written', '已寫內部備註', '已写内部备注'],
  firstReply: ['First reply', '首次回覆時間', '首次回复时间'],
  firstReplySeconds: ['First reply after the customer (seconds)', '客戶來訊後首次回覆（秒）', '客户来讯后首次回复（秒）'],
  firstResponder: ['Gave the first response', '作出首次回覆', '作出首次回复'],
  yes: ['Yes', '是', '是'],
  no: ['No', '否', '否'],
  open: ['Open', '開啟', '开启'],
  closedStatus: ['Closed', '已關閉', '已关闭'],
  terminated: ['Terminated', '已終止', '已终止'],
} as const satisfies Record<string, Words>;

export type ReportWord = keyof typeof REPORT_WORDS;

/** The word in `lang`. */
export function reportWord(word: ReportWord, lang: Lang): string {
  const [en, zh, zhCn] = REPORT_WORDS[word];
  return lang === 'zh' ? zh : lang === 'zh_cn' ? zhCn : en;
}

/** A conversation status as the reader calls it. */
export function statusWord(status: string, lang: Lang): string {
  if (status === 'open') return reportWord('open', lang);
  if (status === 'closed') return reportWord('closedStatus', lang);
  if (status === 'terminated') return reportWord('terminated', lang);
  return status;
}
