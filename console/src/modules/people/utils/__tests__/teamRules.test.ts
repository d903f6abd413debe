import { teamNameProblem } from '../teamRules';

describe('team names (spec §5)', () => {
  const teams = [
    { id: 't1', name: 'Sales' },
    { id: 't2', name: 'Support' },
  ];

  it('are required', () => {
    expect(teamNameProblem('   ', teams)).toBe('required');
  });

  it('are unique among the other teams', () => {
    expect(teamNameProblem('sales ', teams)).toBe('duplicate');
    expect(teamNameProblem('Billing', teams)).toBeNull();
    // Renaming a team to its own name is fine.
    expect(teamNameProblem('Sales', teams, 't1')).toBeNull();
    expect(teamNameProblem('Support', teams, 't1')).toBe('duplicate');
  });
});
