import { frameSize } from '../../app/hooks/useHostBridge';
import { languageError, toLocale } from '../language';
import { envelope, isHostMessage, isWidgetMessage, PROTOCOL } from '../protocol';

describe('host → widget messages', () => {
  it('accepts the spec §4 commands in our envelope', () => {
    expect(
      isHostMessage(
        envelope({
          type: 'init',
          options: { apiKey: 'pk_1', refId: 'u1', refIdHash: 'ab', lang: 'zh', profile: { displayName: 'Ada', fields: { plan: 'pro' } } },
        }),
      ),
    ).toBe(true);
    expect(isHostMessage(envelope({ type: 'update', profile: { email: 'ada@example.com' } }))).toBe(true);
    for (const type of ['show', 'hide', 'showSDK', 'hideSDK', 'preload'] as const) expect(isHostMessage(envelope({ type }))).toBe(true);
    expect(isHostMessage(envelope({ type: 'set-mode', mode: 'mobile' }))).toBe(true);
    expect(isHostMessage(envelope({ type: 'set-language', lang: 'zh_cn' }))).toBe(true);
  });

  it('ignores unknown and malformed messages', () => {
    expect(isHostMessage({ type: 'show' })).toBe(false); // no protocol marker
    expect(isHostMessage({ protocol: 'other/1', type: 'show' })).toBe(false);
    expect(isHostMessage({ protocol: PROTOCOL, type: 'delete-everything' })).toBe(false);
    expect(isHostMessage({ protocol: PROTOCOL, type: 'init', options: {} })).toBe(false);
    expect(isHostMessage({ protocol: PROTOCOL, type: 'init', options: { apiKey: 'k', refId: 42 } })).toBe(false);
    expect(isHostMessage({ protocol: PROTOCOL, type: 'init', options: { apiKey: 'k', profile: { fields: { a: {} } } } })).toBe(false);
    expect(isHostMessage({ protocol: PROTOCOL, type: 'set-mode', mode: 'tablet' })).toBe(false);
    expect(isHostMessage({ protocol: PROTOCOL, type: 'update', profile: [] })).toBe(false);
    expect(isHostMessage(null)).toBe(false);
    expect(isHostMessage('show')).toBe(false);
  });
});

describe('widget → host messages', () => {
  it('accepts sizes, unread counts and errors only in their shapes', () => {
    expect(isWidgetMessage(envelope({ type: 'resize', size: { width: 100, height: 100 } }))).toBe(true);
    expect(isWidgetMessage(envelope({ type: 'resize', size: 'fullscreen' }))).toBe(true);
    expect(isWidgetMessage({ protocol: PROTOCOL, type: 'resize', size: { width: '100px', height: 1 } })).toBe(false);
    expect(isWidgetMessage({ protocol: PROTOCOL, type: 'unread', count: -1 })).toBe(false);
    expect(isWidgetMessage({ protocol: PROTOCOL, type: 'error', message: 'x' })).toBe(true);
  });
});

describe('widget language (spec §5)', () => {
  it("names a missing or invalid language with the spec's messages", () => {
    expect(languageError(undefined)).toBe('Please provide a language');
    expect(languageError('')).toBe('Please provide a language');
    expect(languageError('fr')).toBe('Language is not valid');
    expect(languageError(7)).toBe('Language is not valid');
    expect(languageError('zh_cn')).toBeUndefined();
  });

  it('maps the tags sites pass to en, zh (Traditional) and zh_cn (Simplified)', () => {
    expect(toLocale('en_US')).toBe('en');
    expect(toLocale('zh_HK')).toBe('zh');
    expect(toLocale('zh-Hant-TW')).toBe('zh');
    expect(toLocale('zh_CN')).toBe('zh_cn');
    expect(toLocale('zh-Hans')).toBe('zh_cn');
    expect(toLocale('english')).toBeUndefined();
  });
});

describe('frame size (spec §4, §9)', () => {
  it('is zero before a session, 100x100 collapsed, 400x700 open on desktop, full screen on mobile', () => {
    expect(frameSize(false, true, true, 'desktop')).toEqual({ width: 0, height: 0 });
    expect(frameSize(true, false, true, 'desktop')).toEqual({ width: 0, height: 0 });
    expect(frameSize(true, true, false, 'mobile')).toEqual({ width: 100, height: 100 });
    expect(frameSize(true, true, true, 'desktop')).toEqual({ width: 400, height: 700 });
    expect(frameSize(true, true, true, 'mobile')).toBe('fullscreen');
  });

  it('collapsed, fits the launcher it is given: wider with a label, nothing when there is no launcher', () => {
    expect(frameSize(true, true, false, 'desktop', { width: 232, height: 100 })).toEqual({ width: 232, height: 100 });
    expect(frameSize(true, true, false, 'desktop', { width: 0, height: 0 })).toEqual({ width: 0, height: 0 });
    expect(frameSize(true, true, true, 'desktop', { width: 0, height: 0 })).toEqual({ width: 400, height: 700 });
  });
});
