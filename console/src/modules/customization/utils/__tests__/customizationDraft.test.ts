import type { AppConfig, ApplicationView } from '@parley/protocol';
import { changedFields, draftProblems, hiddenModules, moveModule, previewApplication, setText } from '../customizationDraft';

const allDay = { enable: true, start: '00:00', end: '24:00' };
const CONFIG: AppConfig = {
  defaultLang: 'en',
  themeColorPrimary: '#6d78a5',
  productName: 'Parley',
  landingPageLogo: null,
  landingPageDescription: {},
  startLogo: null,
  companyLogo: null,
  conversationButtonIcon: null,
  conversationButtonRemove: false,
  conversationButtonText: {},
  title: {},
  description: {},
  moduleList: [
    { module: 'startConversation', title: {}, description: {} },
    { module: 'officeHour', title: {}, description: {} },
    { module: 'conversationList', title: {}, description: {} },
  ],
  officeHour: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
  timezone: 'UTC',
  responseTimeType: 'disable',
  officeHourResponseTime: 5,
  nonOfficeHourResponseTime: 60,
  askEmailWhenAway: true,
};
const VIEW: ApplicationView = { ...CONFIG, workspaceName: 'Acme', officeHourOpen: true, responseTime: null, agents: [], agentOnline: false, serverTime: 0 };

describe('changedFields', () => {
  it('is empty for an untouched draft', () => {
    expect(changedFields(CONFIG, { ...CONFIG })).toEqual({});
  });
  it('holds only the fields that changed, whole', () => {
    const draft = { ...CONFIG, themeColorPrimary: '#dc2626', title: { en: 'Welcome' } };
    expect(changedFields(CONFIG, draft)).toEqual({ themeColorPrimary: '#dc2626', title: { en: 'Welcome' } });
  });
  it('sends the away email switch when it is turned off', () => {
    expect(changedFields(CONFIG, { ...CONFIG, askEmailWhenAway: false })).toEqual({ askEmailWhenAway: false });
  });
  it('sees a change deep inside office hours', () => {
    const draft = { ...CONFIG, officeHour: { ...CONFIG.officeHour, sun: { ...allDay, enable: false } } };
    expect(Object.keys(changedFields(CONFIG, draft))).toEqual(['officeHour']);
  });
});

describe('draftProblems', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(draftProblems(CONFIG)).toEqual({});
  });
  it('names a bad colour, an empty name, minutes out of range and an empty module list', () => {
    expect(
      draftProblems({
        ...CONFIG,
        themeColorPrimary: 'red',
        productName: '  ',
        officeHourResponseTime: Number.NaN,
        nonOfficeHourResponseTime: 10_081,
        moduleList: [],
      }),
    ).toEqual({ colour: true, productName: true, officeHourResponseTime: true, nonOfficeHourResponseTime: true, moduleList: true });
    expect(draftProblems({ ...CONFIG, officeHourResponseTime: 2.5 })).toEqual({ officeHourResponseTime: true });
  });
});

describe('previewApplication', () => {
  // A Monday, 10:00 UTC.
  const monday10 = new Date('2026-11-23T10:00:00Z');
  it('decides office hours from the unsaved week and time zone', () => {
    const closedMonday = { ...CONFIG, officeHour: { ...CONFIG.officeHour, mon: { enable: true, start: '11:00', end: '18:00' } } };
    expect(previewApplication(VIEW, closedMonday, null, monday10).officeHourOpen).toBe(false);
    expect(previewApplication(VIEW, { ...closedMonday, timezone: 'Europe/Berlin' }, null, monday10).officeHourOpen).toBe(true);
  });
  it('shows the custom minutes for now, the measured ones for dynamic, none when disabled', () => {
    const manual = { ...CONFIG, responseTimeType: 'manual' as const, officeHourResponseTime: 15, nonOfficeHourResponseTime: 120 };
    expect(previewApplication(VIEW, manual, 7, monday10).responseTime).toBe(15);
    const closed = { ...manual, officeHour: { ...CONFIG.officeHour, mon: { ...allDay, enable: false } } };
    expect(previewApplication(VIEW, closed, 7, monday10).responseTime).toBe(120);
    expect(previewApplication(VIEW, { ...CONFIG, responseTimeType: 'dynamic' }, 7, monday10).responseTime).toBe(7);
    expect(previewApplication(VIEW, CONFIG, 7, monday10).responseTime).toBeNull();
  });
  it('keeps what only the server knows (agents, workspace name)', () => {
    const agents = [{ userId: 'a1', displayName: 'Ann', profilePic: null }];
    const app = previewApplication({ ...VIEW, agents }, { ...CONFIG, productName: 'Acme help' }, null, monday10);
    expect(app.agents).toEqual(agents);
    expect(app.workspaceName).toBe('Acme');
    expect(app.productName).toBe('Acme help');
  });
});

describe('texts and modules', () => {
  it('sets a language and drops it when emptied', () => {
    expect(setText({ en: 'Hi' }, 'zh', '你好')).toEqual({ en: 'Hi', zh: '你好' });
    expect(setText({ en: 'Hi', zh: '你好' }, 'zh', '')).toEqual({ en: 'Hi' });
  });
  it('moves a module within the list and no further', () => {
    expect(moveModule(CONFIG, 2, -1).moduleList.map((m) => m.module)).toEqual(['startConversation', 'conversationList', 'officeHour']);
    expect(moveModule(CONFIG, 0, -1)).toBe(CONFIG);
    expect(moveModule(CONFIG, 2, 1)).toBe(CONFIG);
  });
  it('lists the modules left out', () => {
    expect(hiddenModules(CONFIG)).toEqual([]);
    expect(hiddenModules({ ...CONFIG, moduleList: [CONFIG.moduleList[1]!] })).toEqual(['startConversation', 'conversationList']);
  });
});
