const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Whether a request comes from this machine (the development outbox and the first local account). */
export const isLoopback = (ip: string): boolean => LOOPBACK.has(ip);
