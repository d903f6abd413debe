/**
 * True when A and B are the same type, optional and readonly marks included (assignable both ways
 * is not enough: `{ a?: string }` and `{ a: string | undefined }` pass that).
 */
export type SameShape<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * Compiles only when given true: `const _check: Holds<SameShape<A, B>> = true` fails the build when
 * a GraphQL class and the Zod declaration it mirrors part.
 */
export type Holds<T extends true> = T;
