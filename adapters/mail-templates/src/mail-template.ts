import type { MailKind, MailMessage } from '@classroom/core';
import type { ReactElement } from 'react';
import type { MailLinks } from './mail-links';

/** What a template makes of one message: the subject, the inbox preview line and the body. */
export interface MailContent {
  subject: string;
  preview: string;
  body: ReactElement;
}

/** A template makes a message's content from it, the links it may use and the school's name. */
export type MailTemplate<K extends MailKind> = (
  message: Extract<MailMessage, { kind: K }>,
  links: MailLinks,
  school: string,
) => MailContent;
