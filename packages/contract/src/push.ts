/*
 * Alert notifications (Web Push, ADR 034): a device turns them on for some of its places, with the
 * subscription its browser's push service gave it. `GET /public/v2/push/key`, `PUT` and `DELETE
 * /public/v2/push/subscription`.
 */
import { z } from 'zod';
import { ALERT_PLACES_MAX, PLACE_NAME_MAX } from './constants.js';
import { languageCodeSchema } from './languages.js';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** `GET /public/v2/push/key`: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushKeyResponseSchema = z.object({ public_key: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** The browser's `PushSubscription.toJSON()`, as much of it as a push needs. */
export const browserPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

/** A place notifications are on for: its name for the notification, and its point. */
export const pushPlaceSchema = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1).max(PLACE_NAME_MAX),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** `PUT /public/v2/push/subscription`: turn notifications on (or change them) for this device. */
export const pushSubscriptionRequestSchema = z.object({
  subscription: browserPushSubscriptionSchema,
  places: z.array(pushPlaceSchema).min(1, 'choose a place').max(ALERT_PLACES_MAX),
  /** Every alert, not only Extreme or Severe ones that are Immediate or Expected. */
  all_alerts: z.boolean(),
  lang: languageCodeSchema,
  /** The device's IANA time zone ("America/Chicago"), for "until" in the notification. */
  time_zone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Chicago'),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** `DELETE /public/v2/push/subscription`: turn notifications off for this device. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.url().max(1000) });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** What a notification carries to the service worker. */
export interface AlertNotificationPayload {
  title: string;
  body: string;
  /** The page the notification opens: `/alerts/{id}`. */
  url: string;
  /** One notification per alert: a newer one for the same alert replaces it. */
  tag: string;
}
