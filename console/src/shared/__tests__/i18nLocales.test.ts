import { plural } from '@lingui/core/macro';
import { activateLocale } from '../i18n';

describe('activating a language', () => {
  afterAll(() => activateLocale('en'));

  it('gives Intl a BCP 47 tag, so plurals work in Simplified Chinese (zh_cn is not a valid tag)', async () => {
    await activateLocale('zh_cn');
    // zh_cn's catalog has it: a plural with an invalid Intl tag would throw instead of rendering.
    expect(plural(3, { one: '# team', other: '# teams' })).toBe('3 个团队');
  });
});
