import { encodeJpeg } from "../../src/server/platform/images/jpeg";
import { encodePng } from "../../src/server/platform/images/png";
import { api, type TestContext } from "./app";

/** A real 40×20 PNG of one colour: a logo for the branding tests. */
export function testPng(rgba: [number, number, number, number] = [29, 78, 216, 255]): Buffer {
  const pixels = Buffer.alloc(40 * 20 * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set(rgba, i);
  return encodePng({ width: 40, height: 20, pixels });
}

/** A real 40×20 JPEG of one colour (baseline, as cameras and editors write it). */
export function testJpeg(rgb: [number, number, number] = [29, 78, 216]): Buffer {
  const pixels = Buffer.alloc(40 * 20 * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([...rgb, 255], i);
  return encodeJpeg({ width: 40, height: 20, pixels });
}

/** Uploads a teal logo and saves the account's branding with it through the API; answers the logo's URL. */
export async function saveBrandWithLogo(ctx: TestContext, cookie: string, settings: Record<string, unknown>) {
  const logo = await api(ctx, {
    method: "POST",
    url: "/api/corporate/branding/logo",
    cookie,
    payload: testPng([15, 118, 110, 255]),
    headers: { "content-type": "application/octet-stream" },
  });
  const saved = await api(ctx, {
    method: "PUT",
    url: "/api/corporate/branding",
    cookie,
    payload: { supportEmail: "", supportPhone: "", emailSignature: "", ...settings, logoFileId: logo.json().id },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return logo.json().url as string;
}
