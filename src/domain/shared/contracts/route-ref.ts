import type { RouteContract } from "./define";

/**
 * A route's method and path, typed by its contract through `import type` only: for the few callers
 * whose chunk must stay free of Zod and the schemas (the login and landing entries, decision 0026).
 * The type ties it to the contract, so a path or method that drifts from the contract fails to compile.
 */
export interface RouteRef<C extends RouteContract = RouteContract> {
  method: C["method"];
  path: C["path"];
  /** Never set: carries the contract's type for `call`. */
  readonly contract?: C;
}

export const routeRef = <C extends RouteContract>(method: C["method"], path: C["path"]): RouteRef<C> => ({
  method,
  path,
});

/** The URL of a route's path with its params filled in (each one URL-encoded). */
export function contractUrl(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
