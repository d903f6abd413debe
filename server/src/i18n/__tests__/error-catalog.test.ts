import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOG, NOUNS } from '../error-catalog';
import { languageOf } from '../language';
import { isCatalogued, localizeFields, localizeMessage } from '../localize';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : serverSources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/**
 * The messages the server's code can answer with: the first argument of the error helpers and of
 * AppError, the *_MESSAGE constants, the rate-limit wordings and the schemas' own messages. A
 * template's `${…}` parts become sample values.
 */
function messagesInCode(): { message: string; where: string }[] {
  const root = path.resolve(__dirname, '..', '..');
  const found: { message: string; where: string }[] = [];
  const literal = `(?:'((?:[^'\\\\\\n]|\\\\.)*)'|\`((?:[^\`\\\\]|\\\\.)*)\`)`;
  const patterns = [
    new RegExp(`\\b(?:invalid|forbidden|unauthenticated)\\(\\s*${literal}`, 'g'),
    new RegExp(`rateLimited\\([^,()]+,\\s*${literal}`, 'g'),
    new RegExp(`new AppError\\('[A-Z_]+',\\s*${literal}`, 'g'),
    new RegExp(`const [A-Z_]*MESSAGE\\s*=\\s*${literal}`, 'g'),
    new RegExp(`(?:z\\.email|\\.nonempty|\\.min\\([^,()]+,|\\.max\\([^,()]+,)\\(?\\s*${literal}`, 'g'),
    new RegExp(`addIssue\\(\\{[^}]*message:\\s*${literal}`, 'g'),
    new RegExp(`\\bfail\\(\\s*${literal}`, 'g'),
  ];
  // A part that is itself a message gets a catalogued one; any other part, a sample value.
  const nested: Record<string, string> = { message: 'Too many attempts.', 'err.reason': 'expected a field name first' };
  for (const file of serverSources(root)) {
    // The server's own settings (env, file storage) are for whoever runs it, not for users.
    if (file.includes(`${path.sep}config${path.sep}`) || file.includes(`${path.sep}i18n${path.sep}`) || file.endsWith('file-config.ts')) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const m of source.matchAll(pattern)) {
        let n = 0;
        const text = (m[1] ?? m[2] ?? '').replace(/\$\{([^}]*)\}/g, (_, expr: string) => nested[expr] ?? `X${++n}`).replace(/\\'/g, "'");
        if (text) found.push({ message: text, where: path.relative(root, file) });
      }
    }
  }
  // Wordings passed around by name: the visitor limits' refusals and the GraphQL throttle.
  const limits = fs.readFileSync(path.join(root, 'auth', 'visitor-limits.ts'), 'utf8');
  for (const m of limits.matchAll(/^\s+\w+: '([^']+\.)',$/gm)) found.push({ message: m[1]!, where: 'auth/visitor-limits.ts' });
  return found;
}

describe('the error catalogue', () => {
  it('gives every message in zh and zh_cn, with the same parts filled in', () => {
    const seen = new Set<string>();
    for (const [en, zh, zhCn] of ERROR_CATALOG) {
      expect(seen.has(en)).toBe(false);
      seen.add(en);
      expect([en, zh.trim().length > 0, zhCn.trim().length > 0]).toEqual([en, true, true]);
      expect([en, placeholders(zh)]).toEqual([en, placeholders(en)]);
      expect([en, placeholders(zhCn)]).toEqual([en, placeholders(en)]);
      // Chinese readers get Chinese: a translation is not the English again.
      expect([en, zh === en || zhCn === en]).toEqual([en, false]);
    }
  });

  it('has an entry for every message the server code can answer with', () => {
    const missing = messagesInCode()
      .filter(({ message }) => !isCatalogued(message))
      .map(({ message, where }) => `${where}: ${message}`);
    expect(missing).toEqual([]);
  });

  it('names in Chinese every thing a "not found" can be about', () => {
    const root = path.resolve(__dirname, '..', '..');
    const things = serverSources(root).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/notFound\('([^']+)'\)/g)].map((m) => m[1]!));
    expect(things.length).toBeGreaterThan(5);
    expect(things.filter((t) => !NOUNS[t])).toEqual([]);
  });

  it('fills in the parts, translating a nested message and the thing named', () => {
    expect(localizeMessage('Conversation not found', 'zh')).toBe('找不到對話');
    expect(localizeMessage('Too many messages were sent. Please try again in 12 seconds.', 'zh_cn')).toBe('发送的消息过多。请于 12 秒后再试。');
    expect(localizeMessage('body.email: Please fill in the email', 'zh')).toBe('body.email：請填寫電子郵件');
    expect(localizeMessage('Conversation not found', 'en')).toBe('Conversation not found');
  });

  it('never answers a Chinese reader in English: an unknown message gives the words for its code', () => {
    expect(localizeMessage('Some message nobody catalogued', 'zh', 404)).toBe('找不到項目');
    expect(localizeMessage('Some message nobody catalogued', 'zh_cn', 500)).toBe('我们这边发生错误');
    expect(localizeMessage('body.x: something uncatalogued', 'zh_cn', 400)).toBe('输入无效');
  });

  it('translates field problems that are messages and keeps those that are codes', () => {
    expect(localizeFields({ 'body.email': 'Please fill in the email', name: 'duplicate' }, 'zh_cn')).toEqual({
      'body.email': '请填写电子邮件',
      name: 'duplicate',
    });
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
