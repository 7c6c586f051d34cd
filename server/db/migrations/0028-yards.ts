import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The four yards as data, each with the capacity and
 * published monthly rate per space the operator sets (none at first: a yard without a capacity
 * takes every acceptance, as before). What a yard holds is not stored beside it: it is read from
 * its accepted applications, each from its move-in date until its move-out date (the first day
 * the spaces are free again), set when the tenancy ends. `version` is bumped by every write that allocates, so two of them for one yard
 * take turns on both databases.
 */
const YARDS = [
  { slug: 'derry', name: 'Derry Rd W & Mavis Rd' },
  { slug: 'lake', name: 'Lake Ridge Rd & Taunton Rd W' },
  { slug: 'mavid', name: 'Lawson Rd & Hwy 25' },
  { slug: 'dean', name: 'Dean Dr & Concession Rd 7' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('yards')
    .addColumn('slug', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('truck_spaces', 'integer')
    .addColumn('trailer_spaces', 'integer')
    .addColumn('truck_rate_cents', 'integer')
    .addColumn('trailer_rate_cents', 'integer')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'text')
    .execute();
  await db.insertInto('yards').values(YARDS).execute();
  await db.schema.alterTable('applications').addColumn('move_out_date', 'text').execute();
  await db.schema
    .createIndex('applications_yard_status')
    .on('applications')
    .columns(['location_applied_for', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_yard_status').execute();
  await db.schema.alterTable('applications').dropColumn('move_out_date').execute();
  await db.schema.dropTable('yards').execute();
}
