import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SPEC_DIR = path.join(root, "docs/spec");
const SEARCHED = ["common", "server", "studio", "client/src", "e2e", "scripts", "bench", "docs", "README.md"];
// "core.md §4", "content.md §2, §4", "core.md §3 and §8"
const CITATION = /\b(core|content)\.md((?:(?:,\s*|\s+and\s+|\s*)§\s?\d+)+)/g;

function sourceFiles(target: string): string[] {
  const full = path.join(root, target);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx|mjs|md)$/.test(entry.name) && !entry.parentPath.startsWith(SPEC_DIR),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function sectionsOf(file: string): Set<number> {
  const headings = fs.readFileSync(path.join(SPEC_DIR, file), "utf8").matchAll(/^## (\d+)\. /gm);
  return new Set([...headings].map((heading) => Number(heading[1])));
}

describe("the specification the code cites", () => {
  it("is in the repository, with every section a comment cites", () => {
    const sections = { core: sectionsOf("core.md"), content: sectionsOf("content.md") };
    const cited: string[] = [];
    const missing: string[] = [];
    for (const file of SEARCHED.flatMap(sourceFiles)) {
      for (const [, spec, list] of fs.readFileSync(file, "utf8").matchAll(CITATION)) {
        for (const [, number] of list!.matchAll(/§\s?(\d+)/g)) {
          const where = `${path.relative(root, file)}: ${spec}.md §${number}`;
          cited.push(where);
          if (!sections[spec as keyof typeof sections].has(Number(number))) missing.push(where);
        }
      }
    }
    expect(cited.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
