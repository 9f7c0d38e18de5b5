/** Spec §3: a push message is a title and a body, and optionally a link (FCM's fcmOptions.link). */
export interface PushMessage {
  title: string;
  body: string;
  /** An in-app path such as /selection; FCM gets the absolute URL, VK a fragment. */
  link?: string | null;
  /**
   * Extra string fields for the web client (FCM data): a reminder's kind, the card its notification actions grade,
   * the actions' titles in the learner's language. VK's text-only notifications ignore them.
   */
  data?: Record<string, string>;
}

export type PushProviderName = 'firebase' | 'vk_mini_app';

/** What a provider reported for a batch of tokens: which are gone for good, which may not be sent to until a time. */
export interface PushOutcome {
  sent: string[];
  dead: string[];
  paused: Array<{ token: string; until: number }>;
}

/** One interface for every way a push leaves the server; the token's provider picks the implementation. */
export interface PushProvider {
  name: PushProviderName;
  send(tokens: string[], message: PushMessage): Promise<PushOutcome>;
}
