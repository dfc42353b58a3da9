// What a Lambda bundle gets for `@aws-sdk/lib-dynamodb` (infra/cdk/bundling.ts aliases the
// package to this file). ElectroDB loads the package with `require`, which keeps every export
// of it in a bundle: all sixteen document commands, the aggregated `DynamoDBDocument` and,
// through them, every command and waiter of the DynamoDB client. This module exports only
// the client and the commands ElectroDB and functions/src send (src/client.js: get, put,
// update, delete, batch write and get, scan, query, transact write and get). Paths are
// relative, so the alias does not apply to them again. A bundle that imports anything else
// from the package fails to build (esbuild: no matching export), never at run time.
// test/api/dynamodb-bundle.test.ts runs the kernel's transactions through a bundle.
export { DynamoDBDocumentClient } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js';
export { GetCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js';
export { PutCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js';
export { UpdateCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js';
export { DeleteCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js';
export { BatchWriteCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js';
export { BatchGetCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js';
export { ScanCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js';
export { QueryCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js';
export { TransactWriteCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js';
export { TransactGetCommand } from '../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js';
