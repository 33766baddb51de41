export { SmtpMailTransport, type SmtpOptions } from './smtp-mail-transport';
