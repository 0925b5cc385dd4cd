import type { ComplaintAnalysis, ComplaintDifference } from '@common/analysis';
import type { DispositionKind } from '@common/cases';
import type { LeadStatus } from '@common/leads';
import type { CaseResearch } from '@common/parties';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface WorkspacesTable {
  id: Generated<string>;
  /** 'default' for registered users; 'demo-…' for a demo visitor's own, 'demo-sample-…' for a sample week's. */
  slug: string;
  name: string;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
  /** A demo workspace idle for a day is removed (migration 0012); kept up to date for demo workspaces only. */
  last_active_at: Generated<Date>;
}

/** Raised with every write that changes what a workspace's lists and case pages show (migration 0015). */
export interface WorkspaceDataVersionsTable {
  workspace_id: string;
  version: number;
}

export interface UsersTable {
  id: Generated<string>;
  workspace_id: string;
  /** Stored trimmed and lower-cased; a unique index on lower(email) guards it too. */
  email: string;
  /** argon2id PHC string; null for the built-in demo user, who cannot sign in with a password. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  organization: string | null;
  default_state: Generated<string>;
  email_notifications: Generated<boolean>;
  is_admin: Generated<boolean>;
  is_demo: Generated<boolean>;
  last_active_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  workspace_id: string;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: Buffer;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_active_at: Generated<Date>;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  /** logout | force_logout | password_change | expired | demo_retired (the shared demo of before 0012) */
  end_reason: string | null;
}

export interface ActivityLogsTable {
  id: Generated<string>;
  workspace_id: string | null;
  user_id: string | null;
  action: string;
  details: Json<Record<string, unknown>>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  workspaces: WorkspacesTable;
  users: UsersTable;
  sessions: SessionsTable;
  activity_logs: ActivityLogsTable;
  filings: FilingsTable;
  cases: CasesTable;
  complaints: ComplaintsTable;
  pending_complaints: PendingComplaintsTable;
  party_filings: PartyFilingsTable;
  parties: PartiesTable;
  digest_deliveries: DigestDeliveriesTable;
  rate_limit_buckets: RateLimitBucketsTable;
  workspace_data_versions: WorkspaceDataVersionsTable;
  upload_failures: UploadFailuresTable;
  case_leads: CaseLeadsTable;
  case_notes: CaseNotesTable;
  case_note_revisions: CaseNoteRevisionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type WorkspaceRow = Selectable<WorkspacesTable>;

export interface FilingsTable {
  id: Generated<number>;
  workspace_id: string;
  state: string;
  week_number: number;
  year: number;
  file_name: string;
  /** Set when the whole file has streamed through the import; unique per workspace. */
  file_sha256: Buffer | null;
  file_bytes: Generated<number>;
  /** 'importing' while cases load; readers see only 'ready' filings. */
  status: Generated<'importing' | 'ready'>;
  heartbeat_at: Generated<Date>;
  rows_read: Generated<number>;
  rows_skipped: Generated<number>;
  total_cases: Generated<number>;
  high_value_cases: Generated<number>;
  omitted_cases: Generated<number>;
  need_expert_witness: Generated<number>;
  skipped_rows: Json<{ line: number; reason: string }[]>;
  warnings: Json<string[]>;
  column_mapping: Json<Record<string, string>>;
  uploaded_by: string | null;
  created_at: Generated<Date>;
  completed_at: NullableTimestamp;
  /** The client's X-Upload-Id, unique per workspace (migration 0017); null for an import no client polls. */
  upload_id: string | null;
  /**
   * The import's progress (migration 0017), written with its heartbeat: the step running (null once
   * published), the percent of the bar, the file's bytes and the cases loaded so far (`rows_read` beside).
   */
  progress_step: string | null;
  progress_percent: Generated<number>;
  bytes_read: Generated<number>;
  cases_loaded: Generated<number>;
}

/** Uploads that failed, by the client's X-Upload-Id, for the progress call's 'failed' (migration 0017). */
export interface UploadFailuresTable {
  upload_id: string;
  workspace_id: string;
  failed_at: Generated<Date>;
}

/** Partitioned by `filing_id`: one partition per week (`week-partition.ts`). */
export interface CasesTable {
  id: Generated<number>;
  workspace_id: string;
  filing_id: number;
  state: string;
  week_key: string;
  court: string | null;
  case_number: string;
  case_type_code: string | null;
  case_type_raw: string | null;
  classification: string;
  category: string;
  /** A calendar date; selected as text (YYYY-MM-DD) to avoid time-zone shifts. */
  filing_date: ColumnType<string | null, string | null, string | null>;
  /** numeric: selected as text, converted in the mapper. */
  monetary_amount: ColumnType<string | null, number | string | null, number | string | null>;
  plaintiffs: string[];
  defendants: string[];
  /** The normalised name of each plaintiff / defendant (same order): the link to `party_filings` and `parties`. */
  plaintiff_keys: Generated<string[]>;
  defendant_keys: Generated<string[]>;
  other_parties: string[];
  judge: string | null;
  plaintiff_attorneys: string[];
  defendant_attorneys: string[];
  is_high_value: boolean;
  is_omitted: boolean;
  omit_reason: string | null;
  needs_expert_witness: boolean;
  discovery_tier: number | null;
  priority: number;
  expert_witness_match: number;
  reasons: Json<string[]>;
  source_line: number | null;
  /** The disposition as the export printed it, its kind and its date (migration 0016); null without one. */
  disposition: string | null;
  disposition_kind: DispositionKind | null;
  /** A calendar date, selected as text like `filing_date`. */
  disposition_date: ColumnType<string | null, string | null, string | null>;
  search_text: string;
  /** `search_text` of the high-value cases, NULL for the others (generated; migration 0011). */
  hv_search_text: GeneratedAlways<string | null>;
  has_complaint: Generated<boolean>;
  enriched_at: NullableTimestamp;
  ai_analysis: Json<ComplaintAnalysis | null>;
  /** Party research and the ranking it gave; null until the case is enriched. */
  research: ColumnType<CaseResearch | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export type FilingRow = Selectable<FilingsTable>;
export type CaseRow = Selectable<CasesTable>;

export interface ComplaintsTable {
  id: Generated<number>;
  workspace_id: string;
  filing_id: number;
  case_id: number;
  file_name: string;
  format: 'pdf' | 'docx' | 'doc' | 'rtf' | 'txt';
  byte_size: number;
  file_sha256: Buffer;
  content: Buffer;
  extracted_text: string;
  running_headers: Json<string[]>;
  page_count: number | null;
  analysis_type: 'standard' | 'comprehensive';
  analysis: Json<ComplaintAnalysis>;
  engine_version: string;
  ai_model: string | null;
  uploaded_by: string | null;
  created_at: Generated<Date>;
}

/**
 * A complaint that does not fit its case, waiting for the user to apply or discard it (migration 0014): a
 * complaint row to be, with the scores it would give the case and what differs.
 */
export interface PendingComplaintsTable extends ComplaintsTable {
  priority: number;
  expert_witness_match: number;
  differences: Json<ComplaintDifference[]>;
}

/**
 * A party's cases in one week, per role and case type: built by the import from the week's cases (one
 * partition per week, like `cases`), read to give a party its history across every week stored.
 */
export interface PartyFilingsTable {
  workspace_id: string;
  filing_id: number;
  party_key: string;
  role: 'plaintiff' | 'defendant';
  /** '?' when the case has no type. */
  case_type_code: string;
  case_count: number;
  first_filed: ColumnType<string | null, string | null, string | null>;
  last_filed: ColumnType<string | null, string | null, string | null>;
  /** One spelling of the name seen that week. */
  spelling: string;
}

/** A party as the research last saw it, one row per normalised name in a workspace. */
export interface PartiesTable {
  workspace_id: string;
  party_key: string;
  display_name: string;
  entity_type: string;
  legal_form: string | null;
  industry_code: string | null;
  size: string;
  cases_as_plaintiff: number;
  cases_as_defendant: number;
  is_repeat_filer: boolean;
  researched_at: Timestamp;
}

/** One weekly digest: claimed before it is sent, `sent_at` set once it has left (migration 0008). */
export interface DigestDeliveriesTable {
  id: Generated<number>;
  user_id: string;
  /** The digest covers [period_start, period_end). */
  period_start: Timestamp;
  period_end: Timestamp;
  claimed_at: Timestamp;
  sent_at: NullableTimestamp;
  transport: 'smtp' | 'outbox';
  message_id: string | null;
  /** The .eml written to the outbox; null when sent by SMTP. */
  file_path: string | null;
  /** Cases named in the e-mail. */
  case_count: number;
}

export type DigestDeliveryRow = Selectable<DigestDeliveriesTable>;

/** A caller's token bucket for one rate limit, shared by every app instance (migration 0009). */
export interface RateLimitBucketsTable {
  /** Which limit: 'uploads', 'complaints', 'research'. */
  scope: string;
  /** Whose bucket: a user id. */
  key: string;
  tokens: number;
  updated_at: Timestamp;
  allowed: boolean;
}

/** A case worked as a lead (migration 0018); a case without a row is a 'new' lead at version 0. */
export interface CaseLeadsTable {
  workspace_id: string;
  case_id: number;
  filing_id: number;
  status: LeadStatus;
  owner_id: string | null;
  /** A calendar date, selected as text (YYYY-MM-DD). */
  follow_up_at: ColumnType<string | null, string | null, string | null>;
  version: number;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

export interface CaseNotesTable {
  id: Generated<number>;
  workspace_id: string;
  case_id: number;
  filing_id: number;
  author_id: string | null;
  body: string;
  created_at: Generated<Date>;
  edited_at: NullableTimestamp;
}

export interface CaseNoteRevisionsTable {
  id: Generated<number>;
  note_id: number;
  body: string;
  replaced_at: Generated<Date>;
}

export type CaseLeadRow = Selectable<CaseLeadsTable>;
export type CaseNoteRow = Selectable<CaseNotesTable>;
