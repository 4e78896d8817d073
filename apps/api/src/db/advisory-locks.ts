// Keys of the PostgreSQL advisory locks the API takes. Fixed numbers: every process of every
// release must pick the same key for the same purpose (PGlite has the functions too, and one
// process, so they never wait there).

/** Held (session-scoped) while migrations run: a second process starting at once waits, then finds nothing to do. */
export const MIGRATION_LOCK_KEY = 7_243_110_001;
/** Held (transaction-scoped) while the first seed runs: a second process waits, then finds users. */
export const SEED_LOCK_KEY = 7_243_110_002;
