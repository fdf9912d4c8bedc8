import { describe, expect, it } from "vitest";
import { storedImageResolver } from "../../src/server/platform/pdf/stored-image-resolver";

const ID = "0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9";
const PNG = { contentType: "image/png", data: new Uint8Array([137, 80, 78, 71]) };

describe("storedImageResolver", () => {
  const asked: string[] = [];
  const resolve = storedImageResolver(async (id) => {
    asked.push(id);
    return id === ID ? PNG : null;
  }, "https://minuta.example.com/");

  it("reads our stored files by their path or by APP_URL + path", async () => {
    await expect(resolve(`/api/files/${ID}`)).resolves.toEqual(PNG);
    await expect(resolve(`https://minuta.example.com/api/files/${ID}`)).resolves.toEqual(PNG);
    await expect(resolve(`/api/files/${ID.toUpperCase()}`)).resolves.toEqual(PNG);
  });

  it("answers null, without reading storage, for every other address", async () => {
    asked.length = 0;
    for (const src of [
      "http://169.254.169.254/latest/meta-data",
      `http://127.0.0.1:3000/api/files/${ID}`,
      `https://evil.example/api/files/${ID}`,
      `https://minuta.example.com.evil.example/api/files/${ID}`,
      `/api/files/${ID}/../../admin`,
      "/api/files/not-a-uuid",
      `file:///api/files/${ID}`,
    ]) {
      await expect(resolve(src)).resolves.toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it("answers null for a stored file that does not exist", async () => {
    await expect(resolve("/api/files/ffffffff-ffff-4fff-8fff-ffffffffffff")).resolves.toBeNull();
  });
});
