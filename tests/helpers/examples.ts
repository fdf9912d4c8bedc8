import { expect, it } from "vitest";

/**
 * A pure function's examples as one table: a test per row, `fn(input)` must equal `output`. The
 * tests are named `name(input) → output`, the name being the function's own unless told.
 */
export function itMaps<I, O>(fn: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>, name = fn.name) {
  it.each(rows.map(([input, output]) => [input, output] as [I, O]))(`${name}(%j) → %j`, (input, output) => {
    expect(fn(input)).toEqual(output);
  });
}
