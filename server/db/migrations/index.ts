import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_vocabulary';
import * as m0003 from './0003_accounts';
import * as m0004 from './0004_feed';
import * as m0005 from './0005_learning';
import * as m0006 from './0006_test_and_game';
import * as m0007 from './0007_goal_and_live_game';
import * as m0008 from './0008_streak_days';
import * as m0009 from './0009_learner_cards';
import * as m0010 from './0010_jobs_and_memory';
import * as m0011 from './0011_round_result';
import * as m0012 from './0012_push_tokens';
import * as m0013 from './0013_reminders';
import * as m0014 from './0014_bot_messages';
import * as m0015 from './0015_word_concrete';
import * as m0016 from './0016_drop_check_token';
import * as m0017 from './0017_hot_path_indexes';
import * as m0018 from './0018_card_trust';
import * as m0023 from './0023_word_admin';
import * as m0024 from './0024_fortunes_and_stats';
import * as m0026 from './0026_friends';
import * as m0027 from './0027_milestones';

/** Every migration in order. Later issues append here; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_vocabulary': m0002,
  '0003_accounts': m0003,
  '0004_feed': m0004,
  '0005_learning': m0005,
  '0006_test_and_game': m0006,
  '0007_goal_and_live_game': m0007,
  '0008_streak_days': m0008,
  '0009_learner_cards': m0009,
  '0010_jobs_and_memory': m0010,
  '0011_round_result': m0011,
  '0012_push_tokens': m0012,
  '0013_reminders': m0013,
  '0014_bot_messages': m0014,
  '0015_word_concrete': m0015,
  '0016_drop_check_token': m0016,
  '0017_hot_path_indexes': m0017,
  '0018_card_trust': m0018,
  '0023_word_admin': m0023,
  '0024_fortunes_and_stats': m0024,
  '0026_friends': m0026,
  '0027_milestones': m0027,
};
