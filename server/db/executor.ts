import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.ts';

/**
 * What a repository function runs its queries on (its first argument): the app's Kysely, or a
 * transaction a service opened around several of them. Defined once here for every repository.
 */
export type Executor = Kysely<Database> | Transaction<Database>;
