// Filled by the projects page's work.
export {};
