export {
  loadCertificateKeys,
  newCertificateKey,
  parseCertificateKeys,
  rotateCertificateKeys,
  type CertificateKey,
} from './certificate-keys';
export { JoseCredentialSigner } from './jose-credential-signer';
export { gzipStatusListEncoder } from './gzip-status-list-encoder';
