/**
 * Fails (exit 1) when lib/api/generated/directory-api.d.ts no longer matches what
 * `npm run generate:api-types` would write from lib/api/openapi/directory-api.json.
 *
 * The types are regenerated in memory with openapi-typescript's Node API. The CLI passes its
 * flags through unchanged and an absent flag is undefined, so calling the Node API with no
 * generation options applies the same defaults; the output was checked byte for byte against the
 * CLI's. Only the Redocly lint config differs (the Node API also rejects duplicate operationIds),
 * which affects validation, not the generated text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const DOCUMENT_PATH = 'lib/api/openapi/directory-api.json';
const GENERATED_PATH = 'lib/api/generated/directory-api.d.ts';
const STALE_MESSAGE = `${GENERATED_PATH} is stale: run npm run generate:api-types`;

/** npm runs scripts from the package root, like the generate:api-types script. */
function fromRepoRoot(relativePath: string): string {
  return path.resolve(process.cwd(), relativePath);
}

async function generateDirectoryApiTypes(): Promise<string> {
  const documentUrl = pathToFileURL(fromRepoRoot(DOCUMENT_PATH));
  const ast = await openapiTS(documentUrl);
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

async function readCommittedTypes(): Promise<string | null> {
  try {
    return await readFile(fromRepoRoot(GENERATED_PATH), 'utf8');
  } catch {
    return null;
  }
}

function firstDifferingLine(expected: string, actual: string): string {
  const expectedLines = expected.split('\n');
  const actualLines = actual.split('\n');
  const length = Math.max(expectedLines.length, actualLines.length);
  for (let index = 0; index < length; index += 1) {
    if (expectedLines[index] !== actualLines[index]) {
      return [
        `first difference at line ${index + 1}:`,
        `  generated: ${JSON.stringify(expectedLines[index] ?? '<end of file>')}`,
        `  committed: ${JSON.stringify(actualLines[index] ?? '<end of file>')}`,
      ].join('\n');
    }
  }
  return 'the files differ only in line endings';
}

async function main(): Promise<void> {
  const [generated, committed] = await Promise.all([
    generateDirectoryApiTypes(),
    readCommittedTypes(),
  ]);
  if (committed === null) {
    console.error(`${STALE_MESSAGE}\n(${GENERATED_PATH} is missing)`);
    process.exit(1);
  }
  if (generated !== committed) {
    console.error(`${STALE_MESSAGE}\n${firstDifferingLine(generated, committed)}`);
    process.exit(1);
  }
  console.log(`${GENERATED_PATH} is up to date with ${DOCUMENT_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
