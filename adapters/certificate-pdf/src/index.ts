export { PdfLibCertificateRenderer } from './pdf-lib-certificate-renderer';
