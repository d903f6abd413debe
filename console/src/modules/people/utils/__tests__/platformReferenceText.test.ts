import { i18n } from '@lingui/core';
import { activateLocale } from '../../../../shared/i18n';
import { platformReferenceText } from '../platformReferenceText';

describe('how a platform customer is told apart', () => {
  afterAll(() => activateLocale('en'));

  it('by their WhatsApp number or their name on the platform', () => {
    expect(platformReferenceText({ platform: 'whatsapp', reference: '+85261234567' }, i18n)).toBe('WhatsApp +85261234567');
    expect(platformReferenceText({ platform: 'facebook', reference: 'Mei Chan' }, i18n)).toBe('Facebook: Mei Chan');
    expect(platformReferenceText({ platform: 'sanuker', reference: 'Wong' }, i18n)).toBe('Messaging provider: Wong');
  });

  // Facebook's wording is left out here: its message id holds a '/', which jest's swc macro spells
  // '_' (the babel macro of the build and the catalogs agree on '/').
  it('in Traditional and Simplified Chinese', async () => {
    await activateLocale('zh');
    expect(platformReferenceText({ platform: 'sanuker', reference: 'Wong' }, i18n)).toBe('訊息服務商：Wong');
    await activateLocale('zh_cn');
    expect(platformReferenceText({ platform: 'sanuker', reference: 'Wong' }, i18n)).toBe('消息服务商：Wong');
  });
});
