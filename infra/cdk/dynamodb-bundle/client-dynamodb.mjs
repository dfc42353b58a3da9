// What a Lambda bundle gets for `@aws-sdk/client-dynamodb` (see lib-dynamodb.mjs beside it):
// the client and the ten commands the document commands send. Importing the package's index
// kept its aggregated `DynamoDB` class, which names every command (about 50 KB minified).
// The error classes still come with the commands' schemas, so a refused condition is still a
// ConditionalCheckFailedException, a cancelled transaction a TransactionCanceledException.
export { DynamoDBClient } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js';
export { BatchGetItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js';
export { BatchWriteItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js';
export { DeleteItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js';
export { GetItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js';
export { PutItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js';
export { QueryCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js';
export { TransactGetItemsCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js';
export { TransactWriteItemsCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js';
export { UpdateItemCommand } from '../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js';
