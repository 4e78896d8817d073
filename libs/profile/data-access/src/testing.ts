// Test helpers other projects may use for @portal/profile-data-access (the fixtures are in @portal/profile-util/testing).
export {};
