import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). Sign-in sessions, throttling, password resets,
 * two-factor sign-in, the audit log, and the decision columns of an application.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const primaryId = (column: any) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement());

  await db.schema.alterTable('applications').addColumn('decided_by', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('decision_reason', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_secret_sealed', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('admins').addColumn('password_changed_at', 'text').execute();

  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the random session id the client holds; the id itself is never stored.
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('admin_id', 'integer', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin_idx').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('sign_in_throttle')
    // 'ip:<address>' or 'user:<lower-case username>'
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failure_at', 'text', (column) => column.notNull())
    .addColumn('blocked_until', 'text')
    .execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', idType, primaryId)
    .addColumn('admin_id', 'integer', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('new_password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_codes_admin_idx').on('password_reset_codes').column('admin_id').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', idType, primaryId)
    .addColumn('admin_id', 'integer', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin_idx').on('admin_recovery_codes').column('admin_id').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', idType, primaryId)
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('application_id', 'integer')
    .addColumn('ip', 'text')
    .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('audit_events_application_idx')
    .on('audit_events')
    .columns(['application_id', 'occurred_at'])
    .execute();
  await db.schema.createIndex('audit_events_occurred_idx').on('audit_events').column('occurred_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_events',
    'admin_recovery_codes',
    'password_reset_codes',
    'sign_in_throttle',
    'admin_sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['password_changed_at', 'totp_enabled_at', 'totp_secret_sealed']) {
    await db.schema.alterTable('admins').dropColumn(column).execute();
  }
  for (const column of ['decision_reason', 'decided_by']) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
}
