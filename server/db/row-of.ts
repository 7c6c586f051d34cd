/**
 * One row of what a repository function answers, as Kysely inferred it from the query: an element
 * of what `execute()` resolves to, or what `executeTakeFirst()` found. Code that takes a query's
 * rows names them through this instead of restating their columns, so a column the query stops
 * selecting is a type error where it is used.
 */
export type RowOf<Query extends (...args: never[]) => Promise<unknown>> =
  NonNullable<Awaited<ReturnType<Query>>> extends ReadonlyArray<infer Row>
    ? Row
    : NonNullable<Awaited<ReturnType<Query>>>;
