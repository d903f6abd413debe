/**
 * The widget/app configuration (spec §3) as server, console and widget read it, and the rules the
 * three must agree on: office hours on a 30-minute grid, when the office is open, which response
 * time to show, and the boxes logos are scaled into.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WIDGET_MODULES = ['startConversation', 'officeHour', 'conversationList'] as const;
export type WidgetModuleName = (typeof WIDGET_MODULES)[number];
export const RESPONSE_TIME_TYPES = ['disable', 'dynamic', 'manual'] as const;
export type ResponseTimeType = (typeof RESPONSE_TIME_TYPES)[number];
export const APP_LANGS = ['en', 'zh', 'zh_cn'] as const;
export type AppLang = (typeof APP_LANGS)[number];

/** Spec §9. */
export const DEFAULT_THEME_COLOR = '#6d78a5';
/** Spec §9: office hours in 30-minute steps, 48 slots a day. */
export const SLOT_MINUTES = 30;
export const OFFICE_HOUR_SLOTS = 48;
/** Spec §5: landing and start logos are scaled to fit this box before they are stored. */
export const LOGO_BOX = { width: 240, height: 80 } as const;
/** The launcher icon shows at 36 px; kept at twice that for sharp high-density screens. */
export const LAUNCHER_ICON_BOX = { width: 72, height: 72 } as const;

/** Text per language; a missing language falls back to en, then to the widget's own default. */
export type LocalizedText = Partial<Record<AppLang, string>>;

export interface OfficeHourDay {
  enable: boolean;
  /** HH:mm on the 30-minute grid. */
  start: string;
  /** HH:mm on the grid, later than start; 24:00 closes the day. */
  end: string;
}

export type OfficeHours = Record<Weekday, OfficeHourDay>;

export interface WidgetModule {
  module: WidgetModuleName;
  title: LocalizedText;
  description: LocalizedText;
}

/** The stored configuration, every field present (the server fills in defaults). */
export interface AppConfig {
  defaultLang: AppLang;
  themeColorPrimary: string;
  productName: string;
  /** The landing page's logo (hero), a data URL or an http(s) URL. */
  landingPageLogo: string | null;
  landingPageDescription: LocalizedText;
  /** The logo at the head of a conversation, beside the product name. */
  startLogo: string | null;
  /** The logo beside "Powered by" in the footer. */
  companyLogo: string | null;
  /** The launcher's icon, in place of the chat glyph. */
  conversationButtonIcon: string | null;
  /** No launcher: the host page opens the widget itself (Parley('show')). */
  conversationButtonRemove: boolean;
  /** A label beside the launcher's icon, per language; none makes the round launcher. */
  conversationButtonText: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  moduleList: WidgetModule[];
  officeHour: OfficeHours;
  /** IANA time zone the office hours are in. */
  timezone: string;
  responseTimeType: ResponseTimeType;
  /** Minutes. */
  officeHourResponseTime: number;
  /** Minutes. */
  nonOfficeHourResponseTime: number;
  /** When no agent is online or it is outside office hours, the widget asks a visitor with no email for one (issue 54). */
  askEmailWhenAway: boolean;
}

export interface AgentAvatar {
  userId: string;
  displayName: string;
  profilePic: string | null;
}

/** What GET /api/application answers the widget: the configuration plus the state at this moment. */
export interface ApplicationView extends AppConfig {
  workspaceName: string;
  officeHourOpen: boolean;
  /** Minutes: the configured value (manual) or the measured median (dynamic); null when disabled or nothing measured. */
  responseTime: number | null;
  agents: AgentAvatar[];
  /** Whether an agent who answers conversations has the console open now (a realtime connection). */
  agentOnline: boolean;
  serverTime: number;
}

export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The time of a slot boundary: 0 is 00:00, 47 is 23:30, 48 is 24:00. */
export function slotTime(index: number): string {
  const minutes = index * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 48 times a day may open at: 00:00 to 23:30. */
export function startChoices(): string[] {
  return Array.from({ length: OFFICE_HOUR_SLOTS }, (_, i) => slotTime(i));
}

/** Spec §5: the times a day may close at, all later than its start, up to 24:00. */
export function endChoices(start: string): string[] {
  const from = Math.floor(toMinutes(start) / SLOT_MINUTES) + 1;
  return Array.from({ length: OFFICE_HOUR_SLOTS + 1 - from }, (_, i) => slotTime(from + i));
}

/** A default closing time for a new start: the old end when it still comes after, else the next slot. */
export function endAfter(start: string, end: string): string {
  return toMinutes(end) > toMinutes(start) ? end : (endChoices(start)[0] ?? '24:00');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday and minute of the day at `now` in a time zone. */
export function localClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = String(parts.weekday).slice(0, 3).toLowerCase() as Weekday;
  if (!WEEKDAYS.includes(day)) throw new Error(`unexpected weekday ${String(parts.weekday)}`);
  return { day, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/**
 * Spec §4: open when the day's entry is enabled and the time is between start (default 00:00)
 * and end (default 24:00), in the workspace's time zone. Start is inclusive, end exclusive.
 */
export function isOfficeOpen(hours: Partial<OfficeHours>, timeZone: string, now: Date): boolean {
  const { day, minutes } = localClock(now, timeZone);
  const entry = hours[day];
  if (!entry?.enable) return false;
  return minutes >= toMinutes(entry.start || '00:00') && minutes < toMinutes(entry.end || '24:00');
}

/** Spec §4: a response time only for manual, the office-hour or non-office-hour value. */
export function responseTimeFor(
  config: Pick<AppConfig, 'responseTimeType' | 'officeHourResponseTime' | 'nonOfficeHourResponseTime'>,
  open: boolean,
): number | null {
  if (config.responseTimeType !== 'manual') return null;
  return open ? config.officeHourResponseTime : config.nonOfficeHourResponseTime;
}

/** The size an image of width x height takes inside a box, keeping its shape; never enlarged. */
export function fitWithin(width: number, height: number, box: { width: number; height: number }): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A text in a language, else in English, else the fallback. */
export function localized(text: LocalizedText | undefined, lang: string, fallback: string): string {
  const own = text?.[lang as AppLang]?.trim();
  if (own) return own;
  return text?.en?.trim() || fallback;
}
