/** The fixed all-zero identifier of the system-wide account used by super admins (spec 2 §3). */
export const SYSTEM_ACCOUNT_ID = "00000000-0000-0000-0000-000000000000";
