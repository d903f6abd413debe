import fs from 'node:fs';
import path from 'node:path';
import { languageOf } from '../language';
import { genericMessage, isReason, msg, renderFields, renderMessage } from '../messages';
import { REASONS, type Reason } from '../reasons';

const LANGS = ['en', 'zh', 'zh_cn'] as const;
const SERVER = path.resolve(__dirname, '..', '..');
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** A .po catalog as id → message (the server's catalogs hold explicit ids, one line each). */
function catalog(lang: string): Map<string, string> {
  const text = fs.readFileSync(path.join(SERVER, 'i18n', 'locales', lang, 'messages.po'), 'utf8');
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) out.set(m[1]!, JSON.parse(`"${m[2]!}"`) as string);
  return out;
}

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return ['__tests__', 'i18n', 'config'].includes(e.name) ? [] : serverSources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

describe('the error reasons', () => {
  const catalogs = Object.fromEntries(LANGS.map((l) => [l, catalog(l)])) as Record<(typeof LANGS)[number], Map<string, string>>;

  it('has a message for every reason in en, zh and zh_cn, filling in the values the reason names', () => {
    const problems: string[] = [];
    for (const [reason, names] of Object.entries(REASONS)) {
      const wanted = [...new Set(names as readonly string[])].sort();
      for (const lang of LANGS) {
        const text = catalogs[lang].get(reason);
        if (!text?.trim()) problems.push(`${lang} ${reason}: no message`);
        else if (placeholders(text).join() !== wanted.join()) problems.push(`${lang} ${reason}: fills in ${placeholders(text).join()} not ${wanted.join()}`);
      }
      // Chinese readers get Chinese: a translation is not the English again.
      const en = catalogs.en.get(reason);
      if (en && (catalogs.zh.get(reason) === en || catalogs.zh_cn.get(reason) === en)) problems.push(`${reason}: not translated`);
    }
    expect(problems).toEqual([]);
  });

  it('has no message in the catalogs for a reason the code does not know', () => {
    for (const lang of LANGS) expect([...catalogs[lang].keys()].filter((id) => !isReason(id))).toEqual([]);
  });

  it('is what every throw site and schema message gives: never free English text', () => {
    const literal = `(?:'([^'\\n]*)'|\`([^\`]*)\`)`;
    const patterns = [
      new RegExp(`\\b(?:invalid|forbidden|unauthenticated|notFound|fail|rateLimited\\([^,()]+,|refuse)\\(\\s*${literal}`, 'g'),
      new RegExp(`new AppError\\('[A-Z_]+',\\s*${literal}`, 'g'),
      new RegExp(`\\bmsg\\(\\s*${literal}`, 'g'),
      new RegExp(`(?:z\\.email\\(|\\.nonempty\\(|\\.(?:min|max|regex|refine)\\([^,()]+,\\s*)${literal}`, 'g'),
      new RegExp(`addIssue\\(\\{[^}]*message:\\s*${literal}`, 'g'),
    ];
    const free: string[] = [];
    for (const file of serverSources(SERVER)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const pattern of patterns) {
        for (const m of source.matchAll(pattern)) {
          const text = m[1] ?? m[2] ?? '';
          const known = m[1] !== undefined && (isReason(text) || isReason(`field.${text}`));
          if (!known) free.push(`${path.relative(SERVER, file)}: ${text}`);
        }
      }
    }
    expect(free).toEqual([]);
  });

  it('fills in the values, a nested message and the thing named in the reader’s language', () => {
    expect(renderMessage({ reason: 'conversation.notFound' }, 'zh')).toBe('找不到對話');
    expect(renderMessage({ reason: 'conversation.notFound' }, 'en')).toBe('Conversation not found');
    const tooMany = msg('auth.pleaseTryAgainInSeconds', { message: { reason: 'auth.tooManyMessagesWereSent' }, retryAfter: 12 });
    expect(renderMessage(tooMany, 'zh_cn')).toBe('发送的消息过多。请于 12 秒后再试。');
    expect(renderMessage(tooMany, 'en')).toBe('Too many messages were sent. Please try again in 12 seconds.');
    const field = msg('common.fieldProblem', { field: 'body.email', message: { reason: 'common.pleaseFillInTheEmail' } });
    expect(renderMessage(field, 'zh')).toBe('body.email：請填寫電子郵件');
    expect(renderMessage(msg('common.pleaseInput', { field: 'name' }), 'zh_cn')).toBe('请输入名称');
  });

  it('never answers a Chinese reader in English: an error with no reason gives the words for its code', () => {
    expect(genericMessage(404, 'zh')).toBe('找不到項目');
    expect(genericMessage(500, 'zh_cn')).toBe('我们这边发生错误');
    expect(genericMessage(418, 'zh_cn')).toBe('输入无效');
  });

  it('renders field problems that are messages and keeps those that are codes', () => {
    const fields = { 'body.email': { reason: 'common.pleaseFillInTheEmail' as Reason }, name: 'duplicate', email: 'PleaseEnterAValidEmail' };
    expect(renderFields(fields, 'zh_cn')).toEqual({ 'body.email': '请填写电子邮件', name: 'duplicate', email: '请输入有效的电子邮件' });
    expect(renderFields(fields, 'en')).toEqual({ 'body.email': 'Please fill in the email', name: 'duplicate', email: 'PleaseEnterAValidEmail' });
  });

  it('picks the language from the client, then Accept-Language by preference', () => {
    expect(languageOf('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOf('en-GB,zh-CN;q=0.5')).toBe('en');
    expect(languageOf('fr-FR,zh-Hans;q=0.7,en;q=0.5')).toBe('zh_cn');
    expect(languageOf('de-DE')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('en', 'zh_cn')).toBe('zh_cn');
    expect(languageOf('zh-CN', 'nonsense')).toBe('zh_cn');
  });
});
