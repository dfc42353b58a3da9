import { ACCESS_LEVEL_NAMES, isAccessLevel } from '@shared/access';

/** A level's name as the screens say it ('Level 13' for levels the spec only lists). */
export function levelName(alevel: number): string {
  return isAccessLevel(alevel) ? ACCESS_LEVEL_NAMES[alevel] : `Level ${alevel}`;
}
