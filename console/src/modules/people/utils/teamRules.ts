/** Spec §5: a team name is required and unique among the other teams. */
export type TeamNameProblem = 'required' | 'duplicate';

export function teamNameProblem(name: string, teams: readonly { id: string; name: string }[], exceptId?: string): TeamNameProblem | null {
  const wanted = name.trim();
  if (!wanted) return 'required';
  const clash = teams.some((t) => t.id !== exceptId && t.name.trim().toLocaleLowerCase() === wanted.toLocaleLowerCase());
  return clash ? 'duplicate' : null;
}
