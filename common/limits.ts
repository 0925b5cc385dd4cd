/** Business constants of spec §9, shared by the server's checks and the web app's hints. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
/** Bound on password length: argon2 hashes whatever it is given, so an unbounded field is a cheap DoS. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_MAX_LENGTH = 200;

export const CSV_MAX_BYTES = 200 * 1024 * 1024;
export const COMPLAINT_MAX_BYTES = 10 * 1024 * 1024;
export const WEEK_MIN = 1;
export const WEEK_MAX = 53;
export const YEAR_MIN = 2020;
export const YEAR_MAX = 2030;
export const YEAR_DEFAULT = 2025;

/** Cases in one page of the case list: the default and the most a client may ask for. */
export const CASE_PAGE_DEFAULT = 50;
export const CASE_PAGE_MAX = 500;

/**
 * What a demo visitor may upload into their demo workspace: enough to try the app on a week of their own,
 * not to store data without an account (issue 18). The sample week counts as one of the weeks.
 */
export const DEMO_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const DEMO_MAX_WEEKS = 3;
export const DEMO_MAX_CASES_PER_WEEK = 10_000;

/** A demo session's token starts with this, so the browser can tell it apart (spec §4). */
export const DEMO_TOKEN_PREFIX = 'demo_';

/** Online-status thresholds of spec §4. */
export const RECENTLY_ACTIVE_MS = 5 * 60 * 1000;
export const INACTIVE_MS = 60 * 60 * 1000;
