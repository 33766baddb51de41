// The generated OpenAPI document: for the script that writes docs/openapi.yaml and for tests.
// Not part of the main entry, so the UI never loads zod-openapi.
export { openApiDocument, SESSION_COOKIE } from './document';
export { OPENAPI_PATH, openApiYaml } from './yaml';
