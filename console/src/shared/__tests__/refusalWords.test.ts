import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeGraphqlError } from '../describeError';
import { activateLocale } from '../i18n';
import { refusalWords } from '../refusalWords';

describe('the words for a refusal, by its reason', () => {
  afterAll(() => activateLocale('en'));

  it('gives the console’s own words for a reason it knows, in the interface’s language', async () => {
    expect(refusalWords('conversation.notFound', 'Conversation not found')).toBe('This conversation no longer exists');
    await activateLocale('zh');
    expect(refusalWords('conversation.notFound', '找不到對話')).toBe('此對話已不存在');
    await activateLocale('zh_cn');
    expect(refusalWords('session.badLogin', 'Incorrect email or password')).toBe('电子邮件或密码不正确');
    await activateLocale('en');
  });

  it('gives the server’s message for any other reason, or none', () => {
    expect(refusalWords('tag.tooMany', 'A conversation has at most 20 tags')).toBe('A conversation has at most 20 tags');
    expect(refusalWords(undefined, 'Something the server said')).toBe('Something the server said');
    expect(refusalWords('toString', 'Not a key of the table')).toBe('Not a key of the table');
  });

  it('reads the reason of a GraphQL refusal from its extensions, never its text', () => {
    const refusal = new CombinedGraphQLErrors({ errors: [{ message: 'Team not found', extensions: { code: 'NOT_FOUND', reason: 'team.notFound' } }] });
    expect(describeGraphqlError(refusal, 'Server connection failed')).toBe('This team no longer exists');
    expect(describeGraphqlError(new Error('offline'), 'Server connection failed')).toBe('Server connection failed');
  });
});
