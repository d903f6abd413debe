/** Shapes of the server's answers the widget reads (see the REST doors in server/src/modules). */
export type LocalizedText = Partial<Record<'en' | 'zh' | 'zh_cn', string>>;

export interface OfficeHourDay {
  enable: boolean;
  start: string;
  end: string;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface Application {
  defaultLang: 'en' | 'zh' | 'zh_cn';
  themeColorPrimary: string;
  productName: string;
  workspaceName: string;
  landingPageLogo: string | null;
  landingPageDescription: LocalizedText;
  startLogo: string | null;
  companyLogo: string | null;
  conversationButtonText: LocalizedText;
  conversationButtonRemove: boolean;
  title: LocalizedText;
  description: LocalizedText;
  moduleList: { module: 'startConversation' | 'officeHour' | 'conversationList'; title: LocalizedText; description: LocalizedText }[];
  officeHour: Record<Weekday, OfficeHourDay>;
  timezone: string;
  responseTimeType: 'disable' | 'dynamic' | 'manual';
  officeHourOpen: boolean;
  responseTime: number | null;
  agents: AgentAvatar[];
  serverTime: number;
}

export interface AgentAvatar {
  userId: string;
  displayName: string;
  profilePic: string | null;
}

export interface SessionUser {
  userId: string;
  type: 'customer' | 'agent';
  udId: string;
  displayName: string;
  refId: string | null;
  lang: 'en' | 'zh' | 'zh_cn';
}

export interface Rating {
  score: number;
  comment?: string;
}

export interface Conversation {
  id: string;
  name: string;
  status: 'open' | 'closed' | 'terminated';
  assignedAgent: { id: string }[];
  agent: { id: string }[];
  lastRead: { id: string } | null;
  customerRating: Rating | null;
  unread: boolean;
  orderTimestamp: number;
  lastUpdateTimestamp: number;
  lastMessage: { id: string; seq: number; senderType: string; type: number; text: string; timestamp: number } | null;
}

export interface FileMeta {
  name?: string;
  fileUrl?: string;
  contentType?: string;
  fileSize?: number;
  previewDimension?: { width: number; height: number };
}

export interface InlineInputField {
  inputId: string;
  title?: string;
  type?: string;
  answerType?: string;
  value?: unknown;
  action?: unknown;
}

export interface MessageMeta {
  type: number;
  content?: string;
  subtype?: number;
  file?: FileMeta;
  element?: {
    elements?: {
      title?: string;
      description?: string;
      thumbnailUrl?: string;
      actions?: { title?: string; actionType?: string; actionContent?: { text?: string; url?: string } }[];
    }[];
  };
  inlineInput?: { title?: string; description?: string; input?: InlineInputField[]; readOnly?: boolean };
  template?: { name?: string; description?: string; displayParams?: { name: string; value: string }[] };
  reply?: { id: string };
  [key: string]: unknown;
}

export interface Message {
  id: string;
  localId: string | null;
  conversationId: string;
  seq: number;
  timestamp: number;
  senderId: string | null;
  senderType: 'agent' | 'customer' | 'autoMessage' | 'system';
  internal: boolean;
  meta: MessageMeta;
}
