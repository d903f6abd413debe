import { ApolloLink, Observable, type FetchResult } from '@apollo/client';

/** An Apollo link whose requests wait until the test answers (or fails) each of them. */
export function heldLink() {
  const held: { variables: Record<string, unknown>; answer: (result: FetchResult) => void; fail: () => void }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        held.push({
          variables: operation.variables,
          answer: (result) => {
            observer.next(result);
            observer.complete();
          },
          fail: () => observer.error(new Error('server unreachable')),
        });
      }),
  );
  return {
    link,
    requests: () => held.length,
    variablesOf: (i: number) => held[i].variables,
    answer: (i: number, result: FetchResult) => held[i].answer(result),
    fail: (i: number) => held[i].fail(),
  };
}
