import { z } from 'zod';
import {
  markedReadWire,
  notificationWire,
  notificationsPageWire,
} from '../schemas/editorial-answers';
import { markReadBody, notificationsQuery, notificationsSinceQuery } from '../schemas/editorial';
import { endpointTable } from './endpoint';

/** The caller's own notifications: the bell's page, the desktop app's news, marking read. */
export const notificationsEndpoints = endpointTable({
  notifications: {
    method: 'GET',
    path: '/api/v1/notifications',
    access: 'signedIn',
    tag: 'accounts',
    summary: "The caller's notifications, newest first, with the unread count",
    query: notificationsQuery,
    answer: { 200: { description: 'One page', schema: notificationsPageWire } },
    // The spec's page: the items, the unread count, the total and the page, without `pages`.
    paging: 'total',
    errors: ['forbidden', 'service_unavailable'],
  },
  notificationsSince: {
    method: 'GET',
    path: '/api/v1/notifications/since',
    access: 'signedIn',
    tag: 'accounts',
    summary: "The caller's notifications newer than one already seen, oldest first",
    query: notificationsSinceQuery,
    answer: {
      200: { description: 'The new ones (at most 50)', schema: z.array(notificationWire) },
    },
    errors: ['forbidden', 'service_unavailable'],
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/v1/notifications/read',
    access: 'signedIn',
    tag: 'accounts',
    summary: "Mark the caller's notifications read: those named, or all",
    body: markReadBody,
    answer: { 200: { description: 'How many changed', schema: markedReadWire } },
    errors: ['forbidden', 'service_unavailable'],
  },
});
