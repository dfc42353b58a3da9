/**
 * Every tenant-owned item has a partition key that starts with the company's emis
 * (`<emis>#<kind>`), so every list is a Query inside one tenant and an IAM LeadingKeys condition
 * can pin a caller to its tenant. Global items (identities, domains, throttles) start with a
 * fixed word instead. Key casing is kept as given (`casing: 'none'`).
 */
export const SERVICE = 'kantoor';
