import { healthWire, publicConfigWire, versionWire } from '../schemas/answers';
import { endpointTable } from './endpoint';

/** Liveness, readiness, version and the website's public configuration. */
export const platformEndpoints = endpointTable({
  config: {
    method: 'GET',
    path: '/api/v1/config',
    access: 'public',
    tag: 'platform',
    summary: "The website's public configuration",
    answer: { 200: { description: 'Configuration', schema: publicConfigWire } },
    errors: ['service_unavailable'],
  },
  healthz: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tag: 'platform',
    summary: 'The process is alive',
    answer: { 200: { description: 'Alive', schema: healthWire } },
    errors: [],
  },
  readyz: {
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tag: 'platform',
    summary: 'The database answers and takes writes',
    answer: {
      200: { description: 'Ready', schema: healthWire },
      503: { description: 'Not ready', schema: healthWire },
    },
    errors: [],
  },
  version: {
    method: 'GET',
    path: '/version',
    access: 'public',
    tag: 'platform',
    summary: "The product's version and the commit it was built from",
    answer: { 200: { description: 'Version', schema: versionWire } },
    errors: [],
  },
});
