import fs from 'node:fs';
import path from 'node:path';

const README = path.join(import.meta.dir, '../../README.md');

/**
 * The fenced block of `language` that follows the `<!-- name -->` comment in README.md, verbatim. The comment may
 * say more after a colon (`<!-- name: what checks this -->`).
 */
export function readmeBlock(name: string, language: string): string {
  const readme = fs.readFileSync(README, 'utf8');
  const marker = readme.search(new RegExp(`<!-- ${name}(?: -->|:)`));
  if (marker === -1) throw new Error(`README.md has no <!-- ${name} --> block`);
  const fence = new RegExp(`^<!-- ${name}(?::[^\\n]*)? -->\\n\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\`$`, 'm').exec(readme.slice(marker));
  if (!fence) throw new Error(`a \`\`\`${language} block must follow <!-- ${name} --> on the next line`);
  return fence[1]!;
}

/**
 * The README's documented substitution: every placeholder replaced by its value. Each placeholder must occur
 * in the block (a renamed one would otherwise go unreplaced unnoticed).
 */
export function fillPlaceholders(block: string, values: Record<string, string>): string {
  let filled = block;
  for (const [placeholder, value] of Object.entries(values)) {
    if (!filled.includes(placeholder)) throw new Error(`the block does not contain the placeholder ${placeholder}`);
    filled = filled.replaceAll(placeholder, value);
  }
  return filled;
}
