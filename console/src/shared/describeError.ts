import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own message when it refused; `fallback` (translated) when there was no answer. */
export function describeGraphqlError(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

/** A refusal (the server answered with an error) as opposed to no answer at all. */
export function isRefusal(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
