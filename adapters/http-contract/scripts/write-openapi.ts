// npm run openapi: writes docs/openapi.yaml from the contract's zod schemas.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPENAPI_PATH, openApiYaml } from '../src/openapi/index';

const file = fileURLToPath(new URL(`../../../${OPENAPI_PATH}`, import.meta.url));
writeFileSync(file, openApiYaml());
console.log(`Wrote ${OPENAPI_PATH}`);
