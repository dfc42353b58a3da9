// What other domains may use of the closing domain: the stage runner (tests, one-off runs).
export { advanceClosing, dueClosings, type ClosingResult } from './stages';
export { CLOSING_DUE_KEY } from './stages';
