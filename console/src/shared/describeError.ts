import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { refusalWords } from './refusalWords';

/** What the server refused, by its reason (shared/refusalWords); `fallback` (translated) when there was no answer. */
export function describeGraphqlError(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const first = error.errors[0];
  return first ? refusalWords(first.extensions?.reason, first.message) : fallback;
}

/** A refusal (the server answered with an error) as opposed to no answer at all. */
export function isRefusal(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
