import { i18n } from '@lingui/core';
import { activateLocale } from '../../../../shared/i18n';
import { erasureCounts } from '../erasureSummary';

describe('what an erasure removed, in words', () => {
  afterAll(() => activateLocale('en'));

  it('counts each kind with its own plural', () => {
    expect(erasureCounts({ conversations: 2, messages: 6, files: 1, exports: 1 }, i18n)).toBe('2 conversations, 6 messages, 1 file, 1 archive');
    expect(erasureCounts({ conversations: 1, messages: 1, files: 0, exports: 0 }, i18n)).toBe('1 conversation, 1 message, 0 files, 0 archives');
  });

  it('in Traditional and Simplified Chinese, joined the Chinese way', async () => {
    await activateLocale('zh');
    expect(erasureCounts({ conversations: 2, messages: 6, files: 1, exports: 1 }, i18n)).toBe('2 個對話、6 則訊息、1 個檔案、1 個封存檔');
    await activateLocale('zh_cn');
    expect(erasureCounts({ conversations: 2, messages: 6, files: 1, exports: 1 }, i18n)).toBe('2 个对话、6 条消息、1 个文件、1 个归档文件');
  });
});
