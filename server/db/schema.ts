import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Portable rules (SQLite and PostgreSQL alike):
 * times are epoch milliseconds (bigint on PostgreSQL, parsed back to number), flags are 0/1 integers,
 * structured values are JSON text.
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  email_verified_at: number | null;
  password_hash: string | null;
  is_guest: number;
  is_admin: number;
  avatar_url: string | null;
  locale: string;
  timezone: string;
  level: string;
  test_rejected: number;
  test_result: string | null;
  created_at: number;
  updated_at: number;
  /** FSRS requested retention, 0.80–0.95. */
  retention: Generated<number>;
  /** While set, due dates and the streak are frozen (vacation mode). */
  vacation_since: number | null;
  /** Training answers a day the learner aims for; null until onboarding was done. */
  daily_goal: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  data: string;
  ip: string | null;
  user_agent: string | null;
  last_activity: number;
  expires_at: number;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  last_used_at: number | null;
  expires_at: number | null;
  created_at: number;
}

export interface ClientLogsTable {
  id: Generated<number>;
  user_id: number | null;
  err: string;
  instance: string | null;
  info: string | null;
  stack: string | null;
  client_version: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  reason: string;
  reference: string;
  created_at: number;
}

export interface StreakDaysTable {
  user_id: number;
  /** Local date, YYYY-MM-DD. */
  day: string;
  kind: 'active' | 'frozen';
}

/** A milestone a learner reached (server/modules/stories/milestones.ts) and what they did with the offer to share it. */
export interface MilestonesTable {
  user_id: number;
  /** `streak-7`, `level-b1`, `words-100`… */
  milestone: string;
  reached_at: number;
  answer: 'shared' | 'dismissed' | null;
  answered_at: number | null;
}

export interface StreaksTable {
  user_id: number;
  current: number;
  best: number;
  last_day: string | null;
  freezes: number;
  updated_at: number;
}

export interface IdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: 'vk' | 'yandex';
  provider_user_id: string;
  display_name: string | null;
  email: string | null;
  created_at: number;
}

export interface EmailVerificationsTable {
  user_id: number;
  email: string;
  code_hash: string;
  attempts: number;
  sent_at: number;
  expires_at: number;
}

export interface PasswordResetTokensTable {
  email: string;
  token_hash: string;
  created_at: number;
}

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  locked_until: number | null;
  updated_at: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  created_at: number;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  email: string | null;
  message: string;
  user_agent: string | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  client_logs: ClientLogsTable;
  points_ledger: PointsLedgerTable;
  streaks: StreaksTable;
  identities: IdentitiesTable;
  email_verifications: EmailVerificationsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  mail_outbox: MailOutboxTable;
  support_messages: SupportMessagesTable;
  words: WordsTable;
  word_changes: WordChangesTable;
  cards: CardsTable;
  user_cards: UserCardsTable;
  feed_items: FeedItemsTable;
  decisions: DecisionsTable;
  bookmarks: BookmarksTable;
  reviews: ReviewsTable;
  training_sessions: TrainingSessionsTable;
  level_tests: LevelTestsTable;
  game_rounds: GameRoundsTable;
  game_progress: GameProgressTable;
  streak_days: StreakDaysTable;
  milestones: MilestonesTable;
  card_moderations: CardModerationsTable;
  card_comments: CardCommentsTable;
  job_locks: JobLocksTable;
  memory_params: MemoryParamsTable;
  push_tokens: PushTokensTable;
  reminder_settings: ReminderSettingsTable;
  reminders_sent: RemindersSentTable;
  bot_messages: BotMessagesTable;
  friend_invites: FriendInvitesTable;
  friendships: FriendshipsTable;
  friend_nudges: FriendNudgesTable;
  friend_settings: FriendSettingsTable;
  fortunes: FortunesTable;
  fortune_days: FortuneDaysTable;
  stats_aggregates: StatsAggregatesTable;
  reports: ReportsTable;
}

export interface PushTokensTable {
  id: Generated<number>;
  user_id: number;
  provider: 'firebase' | 'vk_mini_app';
  token: string;
  created_at: number;
  updated_at: number;
  paused_until: number | null;
}

/** A learner's reminder choices: the local time (minutes after midnight) and which kinds are on (0/1). */
export interface ReminderSettingsTable {
  user_id: number;
  minute: number;
  forgetting: number;
  new_cards: number;
  streak: number;
  updated_at: number;
}

/** The reminder a learner got on a local day (at most one). */
export interface RemindersSentTable {
  user_id: number;
  day: string;
  kind: 'forgetting' | 'new-cards' | 'streak' | 'friend';
  sent_at: number;
}

export interface JobLocksTable {
  name: string;
  owner: string;
  locked_until: number;
  next_run_at: Generated<number>;
  last_started_at: number | null;
  last_finished_at: number | null;
  last_error: string | null;
}

/**
 * A learner's fitted FSRS-6 parameters: 'initial' fits the first-review stabilities only, 'full' all 21; 'none'
 * records a try with nothing to learn from yet (defaults stay in use).
 */
export interface MemoryParamsTable {
  user_id: number;
  /** JSON array of 21 numbers. */
  params: string;
  scope: 'initial' | 'full' | 'none';
  optimizer: string;
  review_count: number;
  fitted_at: number;
}

export interface LevelTestsTable {
  id: string;
  user_id: number | null;
  session_hash: string | null;
  entry: string;
  state: string;
  result: string | null;
  started_at: number;
  finished_at: number | null;
}

export interface GameRoundsTable {
  id: string;
  user_id: number | null;
  session_hash: string | null;
  /** JSON: [{wordId, translationId, cardId}] — the ids the client sees are opaque tokens. */
  pairs: string;
  issued_at: number;
  submitted_at: number | null;
  outcome: 'correct' | 'mismatch' | 'too-fast' | null;
  /** JSON: [{wordId, translationId, at}] — each tap checked live, in order; or the attempts a result submitted. */
  attempts: Generated<string>;
  /** JSON: the finished round's result (as answered), for a retried request. */
  result: string | null;
}

export interface GameProgressTable {
  user_id: number;
  correct_in_row: number;
  rounds_played: number;
  updated_at: number;
}

export interface ReviewsTable {
  id: string;
  user_id: number;
  card_id: number;
  session_id: string | null;
  rating: number;
  prompt: string;
  reviewed_at: number;
  duration_ms: number | null;
  elapsed_days: number;
  scheduled_days: number;
  state_before: number;
  state_after: number;
  stability_before: number;
  stability_after: number;
  difficulty_after: number;
  stage_before: string;
  stage_after: string;
  due_before: number | null;
  due_after: number;
  day: string;
  created_at: number;
}

export interface TrainingSessionsTable {
  id: string;
  user_id: number;
  day: string;
  finished_at: number;
  summary: string;
}

export type Stage = 'known' | 'learning' | 'repeating' | 'fixing' | 'learned';

export interface UserCardsTable {
  user_id: number;
  card_id: number;
  decision: 'know' | 'learn';
  stage: Stage;
  due: number | null;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: number | null;
  decided_at: number;
  updated_at: number;
}

export interface FeedItemsTable {
  user_id: number;
  card_id: number;
  day: string;
  position: number;
  shown_at: number;
  expires_at: number;
}

export interface DecisionsTable {
  id: string;
  user_id: number;
  card_id: number;
  decision: 'know' | 'learn';
  result: 'know' | 'learn' | 'check';
  level: string;
  day: string;
  check_answer: string | null;
  created_at: number;
  undone_at: number | null;
}

export interface BookmarksTable {
  user_id: number;
  card_id: number;
  created_at: number;
}

/** The dictionary: base vocabulary rows (source 'base'), words users added ('user') and admin entries ('admin'). */
export interface WordsTable {
  id: Generated<number>;
  headword: string;
  pos: string;
  level: string;
  zipf: number;
  /** JSON array of Russian translations, primary first. */
  translations: string;
  primary_translation: string;
  example_en: string | null;
  example_ru: string | null;
  example_source: string | null;
  /** JSON array of topic slugs. */
  topics: string;
  emoji: string | null;
  /** 1 for a picturable thing or action (the vocabulary's `concrete` flag): the first days' feed opens with these. */
  concrete: Generated<number>;
  source: 'base' | 'user' | 'admin';
  content_hash: string | null;
  /** Set by an admin edit; the base loader never overwrites such rows. */
  edited_at: number | null;
  edited_by: number | null;
  created_at: number;
  updated_at: number;
  /** The shipped entry's stable id (`headword~pos`); null for words operators or learners added. */
  base_id: Generated<string | null>;
  /** JSON: the shipped values as last loaded, the ancestor of the merge with operators' edits (vocabulary/entry.ts). */
  release: Generated<string | null>;
  /** Retired by an operator: out of the feed and the level test; learners who have it keep it. */
  retired_at: Generated<number | null>;
  reviewed: Generated<number>;
}

/** The dictionary's audit log: every change of a word, before → after (JSON entries), by whom (null: a release). */
export interface WordChangesTable {
  id: Generated<number>;
  word_id: number;
  user_id: number | null;
  action: 'create' | 'edit' | 'import' | 'revert' | 'release';
  before: string | null;
  after: string;
  created_at: number;
}

/** Cards: system cards (author_id null) from the base vocabulary and author cards (collection 'user'). */
export interface CardsTable {
  id: Generated<number>;
  word_id: number | null;
  author_id: number | null;
  collection: 'system' | 'user';
  word: string;
  translation: string;
  example: string | null;
  example_translation: string | null;
  /** JSON array, at most 5 tags. */
  tags: string;
  level: string;
  is_private: number;
  allow_comments: number;
  /** 'retired': a system card whose word an operator retired (out of every feed; learners keep it). */
  status: 'published' | 'moderation' | 'rejected' | 'draft' | 'retired';
  reject_reason: string | null;
  photo_key: string | null;
  content_hash: string | null;
  edited_at: number | null;
  edited_by: number | null;
  created_at: number;
  updated_at: number;
  /** Soft delete: gone from every feed and collection, while learners' review history keeps its card. */
  deleted_at: Generated<number | null>;
  /** When the card, or its pending edit, entered the moderation queue (oldest first). */
  submitted_at: Generated<number | null>;
  /** JSON {word, translation, example, exampleTranslation, photo}: an edit of a published card awaiting moderation. */
  pending: Generated<string | null>;
  /** When an admin first approved the content: from then on the author's edits wait in `pending` (issue 29). */
  approved_at: Generated<number | null>;
  /** The author's edits so far: the version an admin's decision is made on. */
  revision: Generated<number>;
  /** Hidden from other learners after enough independent reports, until an admin decides (issue 29). */
  hidden_at: Generated<number | null>;
}

export interface CardModerationsTable {
  id: Generated<number>;
  card_id: number;
  admin_id: number | null;
  action: 'approve' | 'reject';
  reason: string | null;
  created_at: number;
  /** How long the card (or its edit) had waited in the queue when decided; null for decisions before this was kept. */
  waited_ms: Generated<number | null>;
}

export interface CardCommentsTable {
  id: Generated<number>;
  card_id: number;
  user_id: number;
  body: string;
  created_at: number;
  /** Hidden after enough independent reports, until an admin decides (issue 29). */
  hidden_at: Generated<number | null>;
}

/** A learner's report of a card or a comment: one per learner per item, with the version they saw. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target: 'card' | 'comment';
  target_id: number;
  /** The card reported, or the card the comment is on. */
  card_id: number;
  reason: 'abuse' | 'wrong-translation' | 'spam' | 'other';
  note: string | null;
  /** JSON: the card (word, translation, example, exampleTranslation, tags) or the comment (body) as reported. */
  snapshot: string;
  status: Generated<'open' | 'upheld' | 'dismissed'>;
  created_at: number;
  decided_at: number | null;
}

/** What the admin's bot sent: to everyone or to chosen learners, live and optionally by push. */
export interface BotMessagesTable {
  id: Generated<number>;
  author_id: number | null;
  title: string | null;
  body: string;
  link: string | null;
  audience: 'all' | 'users';
  recipients: number;
  /** Deliveries the push providers accepted (0 when not pushed). */
  pushed: number;
  created_at: number;
}

/** A learner's current invite to be friends (one at a time; revoked = deleted). */
export interface FriendInvitesTable {
  user_id: number;
  code: string;
  created_at: number;
}

/** One row per side of a friendship. `streak` (0/1): this side keeps a friend streak with the friend (at most 5). */
export interface FriendshipsTable {
  user_id: number;
  friend_id: number;
  invited_by: number | null;
  streak: Generated<number>;
  created_at: number;
}

/** A nudge sent to a friend on the sender's local day (at most one a friend and day). */
export interface FriendNudgesTable {
  user_id: number;
  friend_id: number;
  day: string;
  created_at: number;
}

export interface FriendSettingsTable {
  user_id: number;
  share_activity: number;
  updated_at: number;
}

/** A saying of the day: English with its Russian version; pinned to a date (`show_on`) or in the rotation. */
export interface FortunesTable {
  id: Generated<number>;
  en: string;
  ru: string;
  level: string;
  enabled: number;
  /** YYYY-MM-DD: shown on that day only; null = takes its turn in the rotation. */
  show_on: string | null;
  created_at: number;
  updated_at: number;
  updated_by: number | null;
}

/** The rotation's pick for a day, so that the day's saying stays put whatever the operator changes meanwhile. */
export interface FortuneDaysTable {
  day: string;
  fortune_id: number;
  chosen_at: number;
}

/** The admin statistics computed by the stats-daily job: `day:YYYY-MM-DD` rows and the `now` row, JSON each. */
export interface StatsAggregatesTable {
  key: string;
  data: string;
  computed_at: number;
}
