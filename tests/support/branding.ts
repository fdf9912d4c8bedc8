import { encodePng } from "../../src/server/platform/images/png";

/** A real 40×20 PNG of one colour: a logo for the branding tests. */
export function testPng(rgba: [number, number, number, number] = [29, 78, 216, 255]): Buffer {
  const pixels = Buffer.alloc(40 * 20 * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set(rgba, i);
  return encodePng({ width: 40, height: 20, pixels });
}
