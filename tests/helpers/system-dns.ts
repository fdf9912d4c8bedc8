/**
 * The system's DNS watched (issue 38 §11): a test file mocks node:dns/promises with `mockedSystemDns`,
 * then `systemDnsAsked` lists every name the system resolver was asked (each answered "not found"):
 *
 *   vi.mock("node:dns/promises", async (original) => (await import("./system-dns")).mockedSystemDns(original));
 */
export const systemDnsAsked: string[] = [];

type Dns = typeof import("node:dns/promises");

export async function mockedSystemDns(original: () => Promise<Dns>): Promise<Dns> {
  const refuse = (kind: string) => async (name: string) => {
    systemDnsAsked.push(name);
    throw Object.assign(new Error(`${kind} ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
  return { ...(await original()), lookup: refuse("getaddrinfo"), resolveTxt: refuse("queryTxt") } as Dns;
}
