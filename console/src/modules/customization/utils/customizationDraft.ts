import {
  isOfficeOpen,
  responseTimeFor,
  WIDGET_MODULES,
  type AppConfig,
  type ApplicationView,
  type AppLang,
  type LocalizedText,
  type WidgetModuleName,
} from '@parley/protocol';

/** Spec §3: minutes a response time may be (a week at most). */
export const MAX_RESPONSE_MINUTES = 10_080;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export type DraftProblem = 'colour' | 'productName' | 'officeHourResponseTime' | 'nonOfficeHourResponseTime' | 'moduleList';

/** The fields whose value differs from what was loaded: the patch Save sends. */
export function changedFields(loaded: AppConfig, draft: AppConfig): Partial<AppConfig> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof AppConfig)[]) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(loaded[key])) patch[key] = draft[key];
  }
  return patch as Partial<AppConfig>;
}

/** What the server would refuse, found before Save (the server checks again). */
export function draftProblems(draft: AppConfig): Partial<Record<DraftProblem, true>> {
  const problems: Partial<Record<DraftProblem, true>> = {};
  const minutes = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_RESPONSE_MINUTES;
  if (!HEX_COLOUR.test(draft.themeColorPrimary)) problems.colour = true;
  if (!draft.productName.trim() || draft.productName.trim().length > 60) problems.productName = true;
  if (!minutes(draft.officeHourResponseTime)) problems.officeHourResponseTime = true;
  if (!minutes(draft.nonOfficeHourResponseTime)) problems.nonOfficeHourResponseTime = true;
  if (draft.moduleList.length === 0) problems.moduleList = true;
  return problems;
}

/** The widget's view of the unsaved configuration, as the preview shows it now. */
export function previewApplication(view: ApplicationView, draft: AppConfig, measured: number | null, now: Date): ApplicationView {
  let open = view.officeHourOpen;
  try {
    open = isOfficeOpen(draft.officeHour, draft.timezone, now);
  } catch {
    // A time zone this browser does not know: keep what the server said.
  }
  const responseTime = draft.responseTimeType === 'dynamic' ? measured : responseTimeFor(draft, open);
  return { ...view, ...draft, officeHourOpen: open, responseTime, serverTime: now.getTime() };
}

export function setText(text: LocalizedText, lang: AppLang, value: string): LocalizedText {
  const next = { ...text };
  if (value === '') delete next[lang];
  else next[lang] = value;
  return next;
}

/** Modules shown, in order, followed by those left out (to add back). */
export function hiddenModules(draft: AppConfig): WidgetModuleName[] {
  return WIDGET_MODULES.filter((m) => !draft.moduleList.some((entry) => entry.module === m));
}

export function moveModule(draft: AppConfig, index: number, by: -1 | 1): AppConfig {
  const to = index + by;
  if (to < 0 || to >= draft.moduleList.length) return draft;
  const list = [...draft.moduleList];
  const [moved] = list.splice(index, 1);
  list.splice(to, 0, moved!);
  return { ...draft, moduleList: list };
}
