import { APP_LANGS, DEFAULT_THEME_COLOR, RESPONSE_TIME_TYPES, toMinutes, WEEKDAYS, WIDGET_MODULES, type AppConfig, type Weekday } from '@parley/protocol';
import { z } from 'zod';

export type { AgentAvatar, ApplicationView, OfficeHours } from '@parley/protocol';

/** Text per language (en, zh, zh_cn); a missing language falls back to en in the widget. */
const localized = z
  .object({ en: z.string().max(500), zh: z.string().max(500), zh_cn: z.string().max(500) })
  .partial()
  .strict();

/** HH:mm on the 30-minute grid (spec §9: 48 slots); 24:00 closes the day. */
const time = z.string().regex(/^(?:(?:[01]\d|2[0-3]):(?:00|30)|24:00)$/, 'must be HH:mm in 30-minute steps (00:00 to 24:00)');

const officeHourDay = z
  .object({ enable: z.boolean().default(true), start: time.default('00:00'), end: time.default('24:00') })
  .refine((d) => toMinutes(d.end) > toMinutes(d.start), { message: 'appConfig.endMustBeLaterThanStart', path: ['end'] });

const image = z
  .string()
  .max(1_000_000)
  .regex(/^(data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+|https?:\/\/\S+)$/, 'must be an image data URL or an http(s) URL')
  .nullable();

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const moduleEntry = z.object({
  module: z.enum(WIDGET_MODULES),
  title: localized.default({}),
  description: localized.default({}),
});

/** The widget's time zone until a manager chooses one. */
export const DEFAULT_TIMEZONE = 'UTC';

const defaultWeek = () =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { enable: true, start: '00:00', end: '24:00' }])) as Record<
    Weekday,
    { enable: boolean; start: string; end: string }
  >;

/** Open every day, all day: office hours until a manager sets them. */
export const DEFAULT_OFFICE_HOURS: Readonly<Record<Weekday, { enable: boolean; start: string; end: string }>> = defaultWeek();

/** The stored widget/app configuration (spec §3), every field with its default. */
export const appConfigSchema = z
  .object({
    defaultLang: z.enum(APP_LANGS).default('en'),
    themeColorPrimary: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'common.mustBeAColourLike6d78a5')
      .default(DEFAULT_THEME_COLOR),
    productName: z.string().trim().min(1).max(60).default('Parley'),
    landingPageLogo: image.default(null),
    landingPageDescription: localized.default({}),
    startLogo: image.default(null),
    companyLogo: image.default(null),
    conversationButtonIcon: image.default(null),
    conversationButtonRemove: z.boolean().default(false),
    conversationButtonText: localized.default({}),
    title: localized.default({}),
    description: localized.default({}),
    moduleList: z
      .array(moduleEntry)
      .max(WIDGET_MODULES.length)
      .refine((list) => new Set(list.map((m) => m.module)).size === list.length, 'each module at most once')
      .default(() => WIDGET_MODULES.map((module) => ({ module, title: {}, description: {} }))),
    officeHour: z
      .object(
        Object.fromEntries(WEEKDAYS.map((d) => [d, officeHourDay.default({ enable: true, start: '00:00', end: '24:00' })])) as Record<
          Weekday,
          z.ZodDefault<typeof officeHourDay>
        >,
      )
      .default(defaultWeek),
    timezone: z.string().max(64).refine(isTimeZone, 'common.mustBeAnIANATimeZone').default(DEFAULT_TIMEZONE),
    responseTimeType: z.enum(RESPONSE_TIME_TYPES).default('disable'),
    officeHourResponseTime: z.number().int().min(0).max(10_080).default(5).describe('minutes'),
    nonOfficeHourResponseTime: z.number().int().min(0).max(10_080).default(60).describe('minutes'),
    askEmailWhenAway: z.boolean().default(true).describe('When no agent is online or outside office hours, the widget asks a visitor with no email for one'),
  })
  .strict();

export type AppConfigValue = z.output<typeof appConfigSchema>;

// The stored shape and the one clients are told about (@parley/protocol) cannot drift apart.
const sameShape: [AppConfigValue, AppConfig] extends [AppConfig, AppConfigValue] ? true : never = true;
void sameShape;
