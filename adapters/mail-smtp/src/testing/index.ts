// Test support for other packages' tests: a real SMTP server in the test's process.
// Never used by the running server.
export { SmtpInbox, type ReceivedMail } from './smtp-inbox';
