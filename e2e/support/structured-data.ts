import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';

/*
 * Google's rich-result rules and the schema.org vocabulary, as `@adobe/structured-data-validator`
 * checks them, over the JSON-LD, microdata and RDFa that `@marbec/web-auto-extractor` finds in
 * a page's HTML. The vocabulary is a fixture: these machines cannot download it.
 */

let validator: Validator | null = null;

function sharedValidator(): Validator {
  if (validator === null) {
    const vocabulary = gunzipSync(
      readFileSync(path.join(__dirname, '..', 'fixtures', 'schemaorg-current-https.jsonld.gz')),
    ).toString('utf8');
    validator = new Validator(JSON.parse(vocabulary));
  }
  return validator;
}

export interface StructuredDataIssue {
  severity: 'ERROR' | 'WARNING';
  message: string;
  type: string;
}

export async function structuredDataIssues(html: string): Promise<StructuredDataIssue[]> {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html);
  const issues = (await sharedValidator().validate(extracted)) as {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: { type?: string }[];
  }[];
  return issues.map((issue) => ({
    severity: issue.severity,
    message: issue.issueMessage,
    type:
      issue.path
        ?.map((step) => step.type)
        .filter(Boolean)
        .join(' > ') ?? '',
  }));
}
