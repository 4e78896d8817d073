/** The shell's timers, from spec §9. */
export const shellTimings = {
  /** Availability is polled hourly while the service is up. */
  AVAILABILITY_POLL: 3_600_000,
  /** …and every 5 s on error or in maintenance. */
  AVAILABILITY_RETRY: 5_000,
  /** Rights are reloaded every hour. */
  RIGHTS_REFRESH: 3_600_000,
  /** The portal looks for a new version every 15 minutes. */
  UPDATE_CHECK: 900_000,
  /**
   * The bell asks for new notifications every 30 s while the tab is visible (issue 34): the spec's
   * rhythms (hourly, 15 min) are too slow for an order waiting for approval, 5 s is the maintenance
   * retry's and too chatty for every signed-in tab.
   */
  NOTIFICATIONS_POLL: 30_000,
} as const;
