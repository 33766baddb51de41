import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

export const OPENAPI_FILE = fileURLToPath(
  new URL('../../../../docs/openapi.yaml', import.meta.url),
);
export const openapi = parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, unknown> }> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...openapi, $id: 'openapi.json' });

/** `/api/v1/users/{email}` and `/api/v1/users/:email` both become `/api/v1/users/{}`. */
export function normalisePath(path: string): string {
  return path.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');
}

/** The documented path template a concrete request path falls under (literal segments first). */
export function templateFor(method: string, path: string): string | undefined {
  const candidates = Object.keys(openapi.paths).filter((template) => {
    if (!openapi.paths[template]![method.toLowerCase()]) return false;
    const pattern = template.replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
  return candidates.sort((a, b) => a.split('{').length - b.split('{').length)[0];
}

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks an answer against the document: the route, method and status must be documented and
 * a JSON body must match the documented schema. Returns the problems found (none when valid).
 */
export function checkAgainstOpenApi(
  method: string,
  url: string,
  status: number,
  body: unknown,
): string[] {
  const path = url.split('?')[0]!;
  const template = templateFor(method, path);
  if (!template) return [`${method} ${path} is not documented`];
  const operation = openapi.paths[template]![method.toLowerCase()]!;
  const response = operation.responses[String(status)];
  if (!response) return [`${method} ${template} does not document status ${status}`];
  let pointer = `/paths/${escape(template)}/${method.toLowerCase()}/responses/${status}`;
  let resolved = response;
  if (response.$ref) {
    pointer = response.$ref.slice(1);
    resolved = openapi.components.responses[response.$ref.split('/').pop()!]!;
  }
  if (!resolved.content?.['application/json']) return [];
  const validate = ajv.compile({
    $ref: `openapi.json#${pointer}/content/application~1json/schema`,
  });
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${method} ${template} ${status}: ${error.instancePath} ${error.message}`,
  );
}
