import { formatDate } from '@shared/time/sast';

/** Today in Africa/Johannesburg, 'YYYY-MM-DD' (the forms' default date). */
export const today = () => formatDate(new Date());

export const LIST_ON_STORE = [
  { value: 'No', label: 'No' },
  { value: 'Yes', label: 'Yes' },
] as const;
