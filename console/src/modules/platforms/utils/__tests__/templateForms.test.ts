import { paramIndex, paramProblems, templateProblems } from '../../components/TemplateForms';
import { isResponseWindowHours } from '../responseWindow';
import { withTemplate } from '../templateList';

describe('spec §5 rows 5.16 and 5.17 (issue 50.10)', () => {
  it('takes a response window of 0 to 8760 whole hours, and an empty field as none', () => {
    expect(isResponseWindowHours('0')).toBe(true);
    expect(isResponseWindowHours('24')).toBe(true);
    expect(isResponseWindowHours('8760')).toBe(true);
    for (const bad of ['', ' ', '-1', '1.5', '8761', 'x']) expect(isResponseWindowHours(bad)).toBe(false);
  });

  it('requires a template key, name and description', () => {
    expect(templateProblems({ key: '', name: '', description: '' }, [])).toEqual(['key', 'name', 'description']);
    expect(templateProblems({ key: 'k', name: 'n', description: 'd' }, [])).toEqual([]);
    expect(templateProblems({ key: 'taken', name: 'n', description: 'd' }, ['taken'])).toEqual(['keyTaken']);
  });

  it('requires a param name, description, component and index, and rounds the index', () => {
    expect(paramProblems({ name: '', description: '', component: '', index: '' })).toEqual(['name', 'description', 'component', 'index']);
    expect(paramProblems({ name: 'n', description: 'd', component: 'body', index: '2.6' })).toEqual([]);
    expect(paramIndex('2.6')).toBe(3);
    expect(paramIndex('2.4')).toBe(2);
    expect(paramIndex('0')).toBe(0);
    expect(paramIndex('-0.4')).toBe(0);
    expect(paramIndex('-1')).toBeNull();
    expect(paramIndex('two')).toBeNull();
  });

  it('updates the template of an existing key instead of adding a second, keeping its params', () => {
    const params = [{ name: 'p' }];
    const existing = [{ key: 'order', name: 'Order', description: 'old', params }];
    const updated = withTemplate(existing, { key: 'order', name: 'Order shipped', description: 'new', params: [] });
    expect(updated).toEqual({ replaced: true, list: [{ key: 'order', name: 'Order shipped', description: 'new', params }] });
    const appended = withTemplate(existing, { key: 'other', name: 'Other', description: 'd', params: [] });
    expect(appended.replaced).toBe(false);
    expect(appended.list.map((t) => t.key)).toEqual(['order', 'other']);
  });
});
