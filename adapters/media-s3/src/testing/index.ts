// Test support for other packages: a real S3 server in the test process that checks signatures.
export { startS3TestServer, type S3TestServer } from './s3-test-server';
export { checkSigV4, type Credentials, type SigV4Verdict } from './sigv4-checker';
