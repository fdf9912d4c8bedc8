/**
 * The one spelling of a host name that every host decision compares (issue 38 §9, decision 0043): the
 * host gate, the origin check, the custom host form and its stored names. `Assinar.Empresa.com.br.`,
 * `assinar.empresa.com.br:443` and `assinar.empresa.com.br` are one host; so are `[::1]:3000` and `::1`.
 * Lower case, no port, no IPv6 brackets, no trailing dot (the absolute DNS form).
 */
export function canonicalHost(value: string): string {
  let host = value.trim().toLowerCase();
  const end = host.startsWith("[") ? host.indexOf("]") : -1;
  if (end !== -1) {
    host = host.slice(1, end); // "[::1]:3000" → "::1"; a half-bracketed "[x" stays as written (no such host)
  } else if (host.indexOf(":") === host.lastIndexOf(":")) {
    // One colon: a name or IPv4 with its port. A bare IPv6 address (several colons) is kept whole.
    host = host.split(":", 1)[0] ?? "";
  }
  return host.replace(/\.+$/, "");
}
