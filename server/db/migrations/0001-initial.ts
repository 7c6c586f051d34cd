import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time: this migration imports nothing of the app, so later changes to the code cannot
 * change what it did. It runs unchanged on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const realType = isPostgres ? 'double precision' : 'real';

  await db.schema
    .createTable('applications')
    .addColumn('id', idType, (column) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('middle_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('street_address', 'text', (column) => column.notNull())
    .addColumn('apt_unit_number', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('postal_zip_code', 'text', (column) => column.notNull())
    .addColumn('applicant_date', 'text', (column) => column.notNull())
    .addColumn('highway_trucks', 'integer', (column) => column.notNull())
    .addColumn('day_cab', 'integer', (column) => column.notNull())
    .addColumn('box_trucks', 'integer', (column) => column.notNull())
    .addColumn('dump_trucks', 'integer', (column) => column.notNull())
    .addColumn('dry_vans', 'integer', (column) => column.notNull())
    .addColumn('reefer', 'integer', (column) => column.notNull())
    .addColumn('flatbed', 'integer', (column) => column.notNull())
    .addColumn('other_trailers', 'integer', (column) => column.notNull())
    .addColumn('move_in_date', 'text', (column) => column.notNull())
    .addColumn('truck_or_trailers', 'integer', (column) => column.notNull())
    .addColumn('rate_approved_per_spot', realType, (column) => column.notNull())
    .addColumn('location_applied_for', 'text', (column) => column.notNull())
    .addColumn('is_carrier_based_in_ontario', 'integer', (column) => column.notNull())
    .addColumn('state_or_province', 'text', (column) => column.notNull())
    .addColumn('has_bounced_check_or_missed_payment', 'integer', (column) => column.notNull())
    .addColumn('last_bounced_check_or_missed_payment', 'text', (column) => column.notNull())
    .addColumn('bounced_check_explanation', 'text', (column) => column.notNull())
    .addColumn('has_internal_fleet_repair_shop', 'integer', (column) => column.notNull())
    .addColumn('will_perform_maintenance_on_properties', 'integer', (column) => column.notNull())
    .addColumn('bank_name', 'text', (column) => column.notNull())
    .addColumn('bank_numbers_sealed', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('applications_status_created_idx')
    .on('applications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('applications_created_idx').on('applications').column('created_at').execute();

  await db.schema
    .createTable('application_references')
    .addColumn('id', idType, (column) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('relationship', 'text', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addUniqueConstraint('application_references_position_unique', ['application_id', 'position'])
    .execute();

  await db.schema
    .createTable('application_previous_landlords')
    .addColumn('id', idType, (column) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('landlord_name', 'text', (column) => column.notNull())
    .addColumn('space_rented', 'text', (column) => column.notNull())
    .addColumn('rental_start_date', 'text', (column) => column.notNull())
    .addColumn('rental_end_date', 'text', (column) => column.notNull())
    .addColumn('can_contact_for_reference', 'integer', (column) => column.notNull())
    .addUniqueConstraint('application_previous_landlords_position_unique', ['application_id', 'position'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference_hash', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('application_id', 'integer', (column) => column.references('applications.id').onDelete('set null'))
    .addColumn('claimed_at', 'text')
    .execute();
  await db.schema.createIndex('documents_application_idx').on('documents').column('application_id').execute();
  await db.schema
    .createIndex('documents_unclaimed_created_idx')
    .on('documents')
    .columns(['claimed_at', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', idType, (column) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('html', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('message_id', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createTable('admins')
    .addColumn('id', idType, (column) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('username', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'admins',
    'mail_outbox',
    'documents',
    'application_previous_landlords',
    'application_references',
    'applications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
