/** Access levels (alevel) of the spec: 1 guest, 3 parent or student, 5 staff, 7 admin, 9 manager, 11 super admin. */
export const ACCESS_LEVELS = [1, 3, 5, 7, 9, 11] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * The access levels by name: product code says `LEVEL.admin`, never `7`. A caller holds a level
 * when their alevel is at least it (levels 13 and 15 of the spec's lists are above super admin).
 */
export const LEVEL = {
  guest: 1,
  family: 3,
  staff: 5,
  admin: 7,
  manager: 9,
  superAdmin: 11,
} as const satisfies Record<string, AccessLevel>;

/** True when `alevel` is at least `level`. */
export const atLeast = (alevel: number, level: AccessLevel): boolean => alevel >= level;

export const ACCESS_LEVEL_NAMES: Record<AccessLevel, string> = {
  1: 'Everybody',
  3: 'Parent or Student',
  5: 'Staff',
  7: 'Admin',
  9: 'Manager',
  11: 'Super Admin',
};

/** Default role stored on a membership created at a given level. */
export const DEFAULT_ROLE: Record<AccessLevel, string> = {
  1: 'guest',
  3: 'parent',
  5: 'staff',
  7: 'admin',
  9: 'manager',
  11: 'super admin',
};

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'number' && (ACCESS_LEVELS as readonly number[]).includes(value);
}
