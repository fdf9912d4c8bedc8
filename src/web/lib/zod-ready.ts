/**
 * Zod's configuration (Portuguese messages, no `new Function`: domain/shared/zod-config.ts) as a chunk of its
 * own, loaded with the first page that validates a form instead of with the entry: the login page's
 * first paint does not wait for zod. Every lazily loaded page goes through `withZodConfig`, so the
 * configuration is in place before any of its schemas parses.
 */
let ready: Promise<unknown> | undefined;

export function withZodConfig<T>(load: Promise<T>): Promise<T> {
  ready ??= import("../../domain/shared/zod-config");
  return Promise.all([load, ready]).then(([loaded]) => loaded);
}
