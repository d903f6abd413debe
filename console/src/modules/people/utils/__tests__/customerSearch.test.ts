import { phoneFieldIds, pickerSearch } from '../customerSearch';

describe('customer picker search', () => {
  it('searches name, email and every phone field with contains, joined by or', () => {
    expect(pickerSearch(' Ann ', ['phone', 'mobile'])).toEqual({
      criteria: ['displayName contains Ann', 'email contains Ann', 'fields.phone contains Ann', 'fields.mobile contains Ann'],
      operand: 'or',
    });
    expect(pickerSearch('陳大文')).toEqual({ criteria: ['displayName contains 陳大文', 'email contains 陳大文'], operand: 'or' });
  });

  it('keeps spaces inside the text, and quotes text that opens with a quote (as the server reads operands)', () => {
    expect(pickerSearch('+852 1234').criteria[0]).toBe('displayName contains +852 1234');
    expect(pickerSearch('"Ann" Lee').criteria[1]).toBe('email contains "\\"Ann\\" Lee"');
  });

  it('asks for the newest customers when the search is blank', () => {
    expect(pickerSearch('   ', ['phone'])).toEqual({ criteria: [], operand: 'and' });
  });

  it('takes the phone fields from the custom field definitions', () => {
    expect(
      phoneFieldIds([
        { id: 'phone', type: 'phone' },
        { id: 'site', type: 'url' },
        { id: 'office', type: 'phone' },
      ]),
    ).toEqual(['phone', 'office']);
  });
});
