/**
 * Job types more than one module enqueues (a module that alone enqueues and runs a type keeps
 * its name to itself).
 */

/** Mails the "Remind me" reminders that are due: enqueued at unlock moments and tier changes. */
export const REMINDERS_DUE_JOB = 'reminders.due';
