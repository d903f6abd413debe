import { changedSections, definitionsOf, draftFrom, fieldProblems, moved, newTag, tagChanges, type FieldDraft } from '../configurationDraft';

const loaded = {
  customerFields: [{ id: 'birthday', type: 'anniversary', name: { en: 'Birthday', zh: '生日', zh_cn: '生日' } }],
  agentFields: [],
  defaultCustomerTags: ['new'],
  assignOnReply: true,
  conversationTags: ['refund', 'vip'],
  rules: [{ tag: 'vip', team: ['team-1'] }],
};

const row = (over: Partial<FieldDraft>): FieldDraft => ({ key: 'k', id: 'a', type: 'text', name: { en: 'A', zh: '', zh_cn: '' }, isNew: true, ...over });

describe('the configuration draft', () => {
  it('starts from the server and tells which sections changed', () => {
    const draft = draftFrom(loaded);
    expect(draft.tags).toEqual([
      { tag: 'refund', team: '' },
      { tag: 'vip', team: 'team-1' },
    ]);
    expect(changedSections(draft, draftFrom(loaded))).toEqual([]);
    const edited = { ...draft, tags: [...draft.tags, { tag: 'late', team: '' }], customerFields: [{ ...draft.customerFields[0]!, key: 'other-key' }] };
    // A row's key is not a change; a new tag is.
    expect(changedSections(draft, edited)).toEqual(['tags']);
    expect(changedSections(draft, { ...draft, defaultCustomerTags: [] })).toEqual(['defaultCustomerTags']);
    expect(changedSections(draft, { ...draft, assignOnReply: false })).toEqual(['assignOnReply']);
  });

  it('finds rows that cannot be saved', () => {
    expect(
      fieldProblems([
        row({ key: '1', id: '' }),
        row({ key: '2', id: '9lives' }),
        row({ key: '3', id: 'Plan' }),
        row({ key: '4', id: 'plan' }),
        row({ key: '5', id: 'tier', name: { en: ' ', zh: '等級', zh_cn: '' } }),
      ]),
    ).toEqual({ '1': 'idRequired', '2': 'idInvalid', '4': 'idTaken', '5': 'nameRequired' });
  });

  it('reorders, sends definitions and tag changes as the server takes them', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(definitionsOf([row({ id: ' plan ', name: { en: ' Plan ', zh: '', zh_cn: '方案' } })])).toEqual([
      { id: 'plan', type: 'text', name: { en: 'Plan', zh: null, zh_cn: '方案' } },
    ]);
    expect(
      tagChanges(
        [
          { tag: 'refund', team: '' },
          { tag: 'vip', team: 't1' },
        ],
        [
          { tag: 'vip', team: 't2' },
          { tag: 'late', team: '' },
        ],
      ),
    ).toEqual({ added: ['late'], removed: ['refund'], rules: [{ tag: 'vip', team: ['t2'] }] });
    expect([newTag('  vip ', ['vip']), newTag('   ', []), newTag(' late ', ['vip'])]).toEqual([null, null, 'late']);
  });
});
