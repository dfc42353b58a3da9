// What other domains may use of the privacy domain: nothing yet (its routes are its own).
export {};
