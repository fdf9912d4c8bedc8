import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * A Vitest reporter for `npm run test:profile` (scripts/test-profile.ts): one JSON line per test file as
 * soon as the file ends — its project, its time (import, setup and tests) and each test's time — so that
 * a run stopped half-way still leaves the profile of the files it ran. The file is PROFILE_JSONL.
 */
export default class ProfileReporter implements Reporter {
  private readonly file = process.env.PROFILE_JSONL ?? "test-results/profile.jsonl";

  onInit() {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, "");
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const tests = [...module.children.allTests()].map((t) => ({
      name: t.fullName,
      ms: t.diagnostic()?.duration ?? 0,
      state: t.result().state,
    }));
    const line = {
      file: module.moduleId,
      project: module.project.name,
      ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      importMs: d.collectDuration,
      end: Date.now(),
      tests,
    };
    appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }
}
