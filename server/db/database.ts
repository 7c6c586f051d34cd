import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC text and calendar dates `YYYY-MM-DD` text on both
 * SQLite and PostgreSQL, so both backends sort, compare and return them the same way. Yes/no
 * values are stored as 0/1 integers for the same reason. See docs/decisions/002-database.md.
 */
export interface ApplicationsTable {
  id: Generated<number>;
  reference: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  decided_at: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  street_address: string;
  apt_unit_number: string;
  city: string;
  state: string;
  postal_zip_code: string;
  applicant_date: string;
  highway_trucks: number;
  day_cab: number;
  box_trucks: number;
  dump_trucks: number;
  dry_vans: number;
  reefer: number;
  flatbed: number;
  other_trailers: number;
  move_in_date: string;
  truck_or_trailers: number;
  rate_approved_per_spot: number;
  location_applied_for: string;
  is_carrier_based_in_ontario: number;
  state_or_province: string;
  has_bounced_check_or_missed_payment: number;
  last_bounced_check_or_missed_payment: string;
  bounced_check_explanation: string;
  has_internal_fleet_repair_shop: number;
  will_perform_maintenance_on_properties: number;
  bank_name: string;
  /** AES-256-GCM sealed JSON of transit, institution and account numbers. */
  bank_numbers_sealed: string;
  decided_by: number | null;
  decision_reason: string | null;
  /** When the retention job emptied its personal fields and destroyed its documents; null while whole. */
  anonymised_at: Generated<string | null>;
  /** The certificate of insurance's expiry, YYYY-MM-DD (migration 0011); null when not given. */
  insurance_expires_on: Generated<string | null>;
  /**
   * Set while a request for corrections is open (migration 0012): the status stays `pending`, so
   * the original API's callers see it as pending (docs/decisions/030-corrections-requested-status.md).
   */
  corrections_requested_at: Generated<string | null>;
  /** The language the application was made in (migration 0024): the applicant's e-mails follow it. */
  language: Generated<'en' | 'fr'>;
  /** SHA-256 of the Idempotency-Key the booking was sent with (migration 0026); null without one. */
  idempotency_key_hash: Generated<string | null>;
  /** SHA-256 of the booking as validated (migration 0026): a retry under the same key must match it. */
  request_hash: Generated<string | null>;
  /** The carrier's legal name (migration 0027); empty when not given (older clients, older rows). */
  company_name: Generated<string>;
  /** The carrier's CVOR or USDOT number as typed (migration 0027); empty when not given. */
  cvor_or_usdot: Generated<string>;
  /** Why fewer than three previous landlords were given (migration 0027); empty with three. */
  previous_landlords_note: Generated<string>;
  /** The day the tenancy's spaces are free again (the move-out); null while it runs. */
  move_out_date: Generated<string | null>;
  /** When it joined its yard's waitlist (migration 0029), which it is in this order; null when not on it. */
  waitlisted_at: Generated<string | null>;
  /** Set while freed spaces are held for it, until the applicant answers or this moment passes. */
  offer_expires_at: Generated<string | null>;
  /** When the applicant declined the spaces offered: the application is closed (`rejected`). */
  offer_declined_at: Generated<string | null>;
  /** The monthly rates per space the admin confirmed at acceptance (migration 0030); null before. */
  confirmed_truck_rate_cents: Generated<number | null>;
  confirmed_trailer_rate_cents: Generated<number | null>;
}

/** A version of an accepted application's parking agreement (migration 0030). */
export interface AgreementsTable {
  id: Generated<number>;
  application_id: number;
  version: number;
  created_at: string;
  language: 'en' | 'fr';
  yard: string;
  truck_spaces: number;
  trailer_spaces: number;
  truck_rate_cents: number;
  trailer_rate_cents: number;
  /** The tenancy's first day, YYYY-MM-DD. */
  starts_on: string;
  /** SHA-256 (hex) of the PDF this version is. */
  sha256: string;
  superseded_at: string | null;
  /** The customer's signature (migration 0031): null until they sign this version. */
  signed_at: Generated<string | null>;
  signer_name: Generated<string | null>;
  signer_title: Generated<string | null>;
  signer_ip: Generated<string | null>;
  signer_agent: Generated<string | null>;
  /** The signature they drew, as SVG path data (moves and lines only); null when typed only. */
  signature_drawing: Generated<string | null>;
  /** The admin's countersign (migration 0032), which completes the agreement: null until then. */
  countersigned_at: Generated<string | null>;
  /** The admin's username. */
  countersigned_by: Generated<string | null>;
  /** SHA-256 (hex) of the signed PDF: the agreement, its signature page and its audit trail. */
  signed_sha256: Generated<string | null>;
  /** Where the signed PDF is kept, in the document store. */
  signed_storage_key: Generated<string | null>;
  /** 1 when this version was made without the payor's full account: its PDF says it is given at signing. */
  account_to_be_given: Generated<number>;
}

/**
 * A customer's access pass for their yard (migration 0033): its code is unique in the yard for
 * good, revoked ones included; at most one of an application is not revoked.
 */
export interface AccessPassesTable {
  id: Generated<number>;
  application_id: number;
  /** The yard's slug. */
  yard: string;
  /** Eight characters of the pass alphabet, stored without the dash. */
  code: string;
  /** The move-in date, YYYY-MM-DD: valid from that day. */
  valid_from: string;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface ApplicationReferencesTable {
  id: Generated<number>;
  application_id: number;
  position: number;
  name: string;
  relationship: string;
  company: string;
  phone: string;
  address: string;
  email: string;
}

export interface ApplicationPreviousLandlordsTable {
  id: Generated<number>;
  application_id: number;
  position: number;
  company: string;
  phone: string;
  address: string;
  landlord_name: string;
  space_rented: string;
  rental_start_date: string;
  rental_end_date: string;
  can_contact_for_reference: number;
}

export interface DocumentsTable {
  id: string;
  /** SHA-256 of the opaque reference given to the uploader; the reference itself is never stored. */
  reference_hash: string;
  kind: string;
  content_type: string;
  byte_size: number;
  storage_key: string;
  original_name: string;
  created_at: string;
  application_id: number | null;
  claimed_at: string | null;
  /** When a correction replaced this version (migration 0012); null for the current one. */
  replaced_at: Generated<string | null>;
}

/** The applicant's private status link (migration 0011); the token itself is never stored. */
export interface ApplicationStatusTokensTable {
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  application_id: number;
  created_at: string;
  /** Null: valid until some weeks after the final decision; set: valid until then. */
  expires_at: string | null;
}

/** One request for corrections (migration 0012). */
export interface CorrectionRequestsTable {
  id: Generated<number>;
  application_id: number;
  requested_at: string;
  requested_by: number | null;
  message: string | null;
  /** JSON array of `{ kind, reason }`. */
  documents: string;
  /** When the applicant sent the new documents; null while open. */
  received_at: string | null;
}

/** A step of an application's review (migration 0012): who, when, why. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  occurred_at: string;
  /** e.g. corrections_requested, corrections_received, application_reopened */
  action: string;
  admin_id: number | null;
  reason: string | null;
  /** JSON object with whatever else the step needs (never secrets). */
  details: Generated<string>;
}

/** Each insurance reminder sent, once per application, certificate expiry and days before (migration 0013). */
export interface InsuranceRemindersTable {
  application_id: number;
  expires_on: string;
  days_before: number;
  sent_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID, so a retried delivery can be recognised as the same message. */
  message_id: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** 1 when html/text are sealed with the data key (mail carrying a secret); erased once sent. */
  sealed: Generated<number>;
  /** Files sent with the message (JSON of names, types and base64 contents), always sealed; erased once sent. */
  attachment: Generated<string | null>;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** argon2id, with its parameters in the PHC string. */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** AES-256-GCM sealed TOTP secret; set while two-factor sign-in is being set up or is on. */
  totp_secret_sealed: string | null;
  /** When two-factor sign-in was turned on; null while it is off. */
  totp_enabled_at: string | null;
  password_changed_at: string | null;
}

export interface AdminSessionsTable {
  /** SHA-256 of the random session id the client holds. */
  id_hash: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end of the session, however active it is. */
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
  /** When the session last proved the password (sign-in); null only for rows older than migration 0010. */
  authenticated_at: string | null;
}

export interface SignInThrottleTable {
  /** `ip:<address>` or `user:<lower-case username>`. */
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
  /** When the account's admin was e-mailed that it is under attack (once per episode). */
  alerted_at: Generated<string | null>;
}

export interface DailyCountersTable {
  /** What is counted, e.g. `visitor-mail`. */
  name: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** Small named values kept with the data (migration 0025), e.g. the data key check. */
export interface SettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  /** argon2id of the new password chosen at step 1, applied only when the code is right. */
  new_password_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: string;
  /** e.g. sign_in, sign_in_failed, sign_out, password_changed, application_accepted, document_viewed */
  action: string;
  admin_id: number | null;
  application_id: number | null;
  ip: string | null;
  /** JSON object with whatever else the event needs (never secrets). */
  details: Generated<string>;
}

/** What the Contact page's enquiry form sent. */
export interface ContactEnquiriesTable {
  id: Generated<number>;
  created_at: string;
  /** When an admin first opened it; null while unread. */
  read_at: string | null;
  read_by: number | null;
  full_name: string;
  phone_number: string;
  company_name: string;
  address: string;
  email: string;
  message: string;
}

/** What the Contact page's job-application form sent. */
export interface ContactJobApplicationsTable {
  id: Generated<number>;
  created_at: string;
  read_at: string | null;
  read_by: number | null;
  full_name: string;
  telephone: string;
  address: string;
  email: string;
  hiring_for: string;
  years_of_experience: number;
}

/** One scheduled job shared by every server on this database (server/lib/jobs/job-lease.ts). */
export interface JobLeasesTable {
  name: string;
  /** The server process running it now; null between runs. */
  holder: string | null;
  /** Until when `holder` may run it; after that another server may take it over (a crash). */
  leased_until: string | null;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_error: string | null;
}

/** @fastify/rate-limit's counters on PostgreSQL (migration 0008, ADR 027). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** Milliseconds since the epoch, by the database's clock (bigint: pg returns it as a string). */
  window_ends_at: string | number;
}

export interface YardsTable {
  slug: string;
  name: string;
  truck_spaces: number | null;
  trailer_spaces: number | null;
  truck_rate_cents: number | null;
  trailer_rate_cents: number | null;
  version: Generated<number>;
  updated_at: string | null;
}

export interface Database {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  sign_in_throttle: SignInThrottleTable;
  password_reset_codes: PasswordResetCodesTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  audit_events: AuditEventsTable;
  applications: ApplicationsTable;
  application_references: ApplicationReferencesTable;
  application_previous_landlords: ApplicationPreviousLandlordsTable;
  documents: DocumentsTable;
  mail_outbox: MailOutboxTable;
  daily_counters: DailyCountersTable;
  settings: SettingsTable;
  yards: YardsTable;
  agreements: AgreementsTable;
  access_passes: AccessPassesTable;
  contact_enquiries: ContactEnquiriesTable;
  contact_job_applications: ContactJobApplicationsTable;
  job_leases: JobLeasesTable;
  rate_limit_counters: RateLimitCountersTable;
  application_status_tokens: ApplicationStatusTokensTable;
  correction_requests: CorrectionRequestsTable;
  application_events: ApplicationEventsTable;
  insurance_reminders: InsuranceRemindersTable;
}

export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;
export type MailOutboxUpdate = Updateable<MailOutboxTable>;
