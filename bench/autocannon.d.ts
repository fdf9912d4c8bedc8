/** The part of autocannon 9's API the load bench uses (the package ships no types). */
declare module "autocannon" {
  interface Request {
    setupRequest?: (req: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
