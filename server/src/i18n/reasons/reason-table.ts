/** Reason ids of one area, each with the names of the values its message fills in. */
export type ReasonTable = Record<string, readonly string[]>;
