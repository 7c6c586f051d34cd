import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The list's total and the statistics counted every
 * application (`count(*)`, an index-only scan linear in the rows: about 70 ms at 1,000,000 on
 * PostgreSQL, ADR 039). Now triggers keep the number of applications per status in
 * `application_counts`, in the same transaction as the write, so a count is a sum of a few rows.
 *
 * PostgreSQL: sixteen rows per status (`shard` = id % 16), so concurrent bookings and decisions
 * seldom wait on the same row; the triggers are per statement, with transition tables, so one
 * statement that writes many applications updates each counter row once, in (status, shard)
 * order (the same order in every transaction: no deadlock). SQLite has one writer at a time: one
 * row per status (shard 0), per-row triggers. Existing applications are counted here.
 */
const SHARDS = 16;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_counts')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('shard', 'integer', (column) => column.notNull())
    .addColumn('applications', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('application_counts_pkey', ['status', 'shard'])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const shard = (table: string) => sql.raw(`${table}.id % ${SHARDS}`);
  // Each change is added to its (status, shard) row once per statement, rows taken in one order.
  const upsert = sql.raw(
    `on conflict (status, shard) do update set applications = c.applications + excluded.applications`,
  );
  await sql`create function application_counts_after_insert() returns trigger language plpgsql as $$
    begin
      insert into application_counts as c (status, shard, applications)
      select status, ${shard('new_rows')}, count(*) from new_rows group by 1, 2 order by 1, 2
      ${upsert};
      return null;
    end $$`.execute(db);
  await sql`create function application_counts_after_delete() returns trigger language plpgsql as $$
    begin
      insert into application_counts as c (status, shard, applications)
      select status, ${shard('old_rows')}, -count(*) from old_rows group by 1, 2 order by 1, 2
      ${upsert};
      return null;
    end $$`.execute(db);
  // A decision moves an application from one status to another; other updates change no count.
  await sql`create function application_counts_after_update() returns trigger language plpgsql as $$
    begin
      insert into application_counts as c (status, shard, applications)
      select status, shard, sum(change) from (
        select n.status, ${shard('n')} as shard, 1 as change
          from old_rows o join new_rows n on n.id = o.id where o.status <> n.status
        union all
        select o.status, ${shard('o')}, -1
          from old_rows o join new_rows n on n.id = o.id where o.status <> n.status
      ) as changes
      group by status, shard having sum(change) <> 0 order by status, shard
      ${upsert};
      return null;
    end $$`.execute(db);
  await sql`create trigger application_counts_insert after insert on applications
    referencing new table as new_rows
    for each statement execute function application_counts_after_insert()`.execute(db);
  await sql`create trigger application_counts_update after update on applications
    referencing old table as old_rows new table as new_rows
    for each statement execute function application_counts_after_update()`.execute(db);
  await sql`create trigger application_counts_delete after delete on applications
    referencing old table as old_rows
    for each statement execute function application_counts_after_delete()`.execute(db);
  await sql`insert into application_counts (status, shard, applications)
    select status, ${shard('applications')}, count(*) from applications group by 1, 2`.execute(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  const add = (status: string, change: number) =>
    sql.raw(`
    insert into application_counts (status, shard, applications) values (${status}, 0, ${change})
      on conflict (status, shard) do update set applications = applications + ${change};`);
  await sql`create trigger application_counts_insert after insert on applications begin
    ${add('new.status', 1)} end`.execute(db);
  await sql`create trigger application_counts_update after update of status on applications
    when old.status is not new.status begin
    ${add('old.status', -1)} ${add('new.status', 1)} end`.execute(db);
  await sql`create trigger application_counts_delete after delete on applications begin
    ${add('old.status', -1)} end`.execute(db);
  await sql`insert into application_counts (status, shard, applications)
    select status, 0, count(*) from applications group by status`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger application_counts_insert on applications`.execute(db);
    await sql`drop trigger application_counts_update on applications`.execute(db);
    await sql`drop trigger application_counts_delete on applications`.execute(db);
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop function ${sql.raw(`application_counts_after_${event}()`)}`.execute(db);
    }
  } else {
    for (const trigger of ['application_counts_insert', 'application_counts_update', 'application_counts_delete']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable('application_counts').execute();
}
