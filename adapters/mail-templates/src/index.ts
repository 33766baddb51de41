export { ReactEmailRenderer } from './react-email-renderer';
export { mailLinks, type MailLinks } from './mail-links';
