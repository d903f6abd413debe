import { fillVariables, unknownVariables, variablesIn } from '@parley/protocol';
import { cannedReplyText } from '../cannedReplyText';

const content = {
  en: 'Hi {{customer.displayName}}, this is {{ agent.displayName }}.',
  zh: '{{customer.displayName}} 您好，我是 {{agent.displayName}}。',
  zh_cn: '',
};
const ctx = { customer: { displayName: 'Bob', email: null }, agent: { displayName: 'Ada', email: 'ada@example.com' } };

describe('canned reply variables', () => {
  it('fills the customer and agent variables in the console language', () => {
    expect(cannedReplyText(content, { ...ctx, lang: 'en' })).toBe('Hi Bob, this is Ada.');
    expect(cannedReplyText(content, { ...ctx, lang: 'zh' })).toBe('Bob 您好，我是 Ada。');
  });

  it('falls back to English, then to any language, when the console language has none', () => {
    expect(cannedReplyText(content, { ...ctx, lang: 'zh_cn' })).toBe('Hi Bob, this is Ada.');
    expect(cannedReplyText({ en: '', zh: '', zh_cn: '你好' }, { ...ctx, lang: 'en' })).toBe('你好');
  });

  it('leaves no braces for a missing value, and unknown names as written', () => {
    expect(fillVariables('Mail: {{customer.email}}.', { 'customer.email': null })).toBe('Mail: .');
    expect(cannedReplyText({ en: 'Reach me at {{agent.email}}', zh: '', zh_cn: '' }, { customer: null, agent: null, lang: 'en' })).toBe('Reach me at ');
    expect(fillVariables('Dear {{customer.nickname}}', {})).toBe('Dear {{customer.nickname}}');
  });

  it('lists the variables a text uses and those that are not offered', () => {
    expect(variablesIn(content.en)).toEqual(['customer.displayName', 'agent.displayName']);
    expect(unknownVariables('{{customer.email}} {{order.id}} {{ order.id }}')).toEqual(['order.id']);
  });
});
