// The privacy module's face to other modules (docs/decisions/0027, 0041): nothing yet; it calls the
// other modules' faces (anonymiseLogin, anonymiseProfile, anonymiseSigner…) and no module calls it.
export {};
