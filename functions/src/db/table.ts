/**
 * The single table's shape, used by the CDK Data stack and by the local runtime when it
 * creates the table in DynamoDB Local. Entities use pk/sk; gsi1 to gsi4 are overloaded
 * secondary indexes (keys written by the entities that need them); `expires_at` holds epoch
 * seconds for items that should disappear (revoked tokens, throttles, invitations).
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expires_at',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // Issue 28: an invoice's first three are taken (client, statement, reminders); its unpaid
    // invoices by due date (the overdue list) are the fourth.
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;
