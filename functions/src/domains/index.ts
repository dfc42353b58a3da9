// What other domains may use of domains: nothing yet (the change is the manager's own routes).
export {};
