/**
 * Headers the CloudFront edge sets on every API request, overwriting whatever the client sent.
 * The functions read the tenant's host and the caller's address from them (TENANT_HOST_HEADER
 * and CLIENT_IP_HEADER in functions/src/platform/config.ts): behind CloudFront the API's own
 * Host is the execute-api host, and its source IP is CloudFront's.
 */
export const TENANT_HOST_HEADER = 'x-kantoor-host';
export const CLIENT_IP_HEADER = 'x-kantoor-viewer-ip';
