/** The name of Kantoor's EventBridge Scheduler schedule group. */
export const SCHEDULE_GROUP = 'kantoor';
