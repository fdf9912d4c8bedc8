import { resolve } from "node:path";

/** What a Rolldown chunking context tells of a module (a subset of its ModuleInfo). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` imports statically, all the way down, but those in `known`. */
function staticClosure(graph: ModuleGraph, from: string, known: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || known.has(id) || id.includes("node_modules")) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A Rolldown code-splitting group `name` function: every module that `page` imports statically (all the
 * way down) and the entry does not already carry goes into one chunk named `name`. Left to automatic
 * splitting, the login page came in 13 files of a few hundred bytes each, and on the wire each paid
 * ≈ 0.8 kB of response headers (issue 21 §18, decision 0031). Other pages that share one of these modules
 * (an icon, the form fields) import it from this chunk.
 */
export function pageChunk({ entry, page, name }: { entry: string; page: string; name: string }) {
  const [entryId, pageId] = [resolve(entry), resolve(page)];
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    members ??= staticClosure(graph, pageId, staticClosure(graph, entryId));
    return members.has(id) ? name : null;
  };
}
