import { useTranslation } from 'react-i18next';
import { BarChart, LineChart } from '../../../shared/ui';
import type { StatsReport } from '../api';
import { Figure, StatsBlock } from './StatsBlock';
import styles from './Stats.module.css';
import '../../../shared/i18n/lazy/adminStats';

const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10}%`);
const hours = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms / 360_000) / 10}`);
const STAGES = ['learning', 'repeating', 'fixing', 'learned', 'known'] as const;
const LEVELS = ['novice', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'];

/** Every section of the statistics: key figures, charts, and each chart's numbers (table, CSV). */
export function StatsReportView({ report }: { report: StatsReport }) {
  const { t } = useTranslation('adminStats');
  const { users, activity, learning, levelTest, moderation, push } = report;
  const days = users.perDay.map((d) => d.day);
  const day = t('col.day');
  return (
    <div className={styles.sections}>
      <h2 className={styles.section}>{t('users.title')}</h2>
      <div className={styles.figures}>
        <Figure label={t('users.total')} value={users.total} testId="stats-users-total" />
        <Figure label={t('users.new')} value={users.new} testId="stats-users-new" />
        <Figure label={t('users.full')} value={users.full} testId="stats-users-full" />
        <Figure label={t('users.guests')} value={users.guests} testId="stats-users-guests" />
        <Figure label={t('users.verified')} value={users.verifiedEmail} testId="stats-users-verified" />
      </div>
      <div className={styles.grid}>
        <StatsBlock title={t('users.perDay')} name="users-per-day" table={{ columns: [day, t('users.new'), t('users.full'), t('users.guests'), t('users.verified'), t('users.vk')], rows: users.perDay.map((d) => [d.day, d.new, d.full, d.guests, d.verified, d.vk]) }}>
          <LineChart label={t('users.perDay')} days={days} series={[{ label: t('users.new'), values: users.perDay.map((d) => d.new) }, { label: t('users.full'), values: users.perDay.map((d) => d.full) }, { label: t('users.guests'), values: users.perDay.map((d) => d.guests) }]} />
        </StatsBlock>
        <StatsBlock
          title={t('users.how')}
          name="users-sign-in"
          table={{
            columns: [t('col.what'), t('col.users')],
            rows: [
              [t('users.web'), users.byPlatform.web],
              [t('users.vkApp'), users.byPlatform.vk],
              [t('users.email'), users.bySignIn.email],
              [t('users.vkId'), users.bySignIn.vk],
              [t('users.yandex'), users.bySignIn.yandex],
              [t('users.guest'), users.bySignIn.guest],
            ],
          }}
        >
          <BarChart label={t('users.how')} bars={[{ label: t('users.web'), value: users.byPlatform.web }, { label: t('users.vkApp'), value: users.byPlatform.vk }, { label: t('users.email'), value: users.bySignIn.email }, { label: t('users.vkId'), value: users.bySignIn.vk }, { label: t('users.yandex'), value: users.bySignIn.yandex }, { label: t('users.guest'), value: users.bySignIn.guest }]} />
        </StatsBlock>
      </div>

      <h2 className={styles.section}>{t('activity.title')}</h2>
      <div className={styles.grid}>
        <StatsBlock title={t('activity.active')} name="activity" table={{ columns: [day, 'DAU', 'WAU', 'MAU'], rows: activity.perDay.map((d) => [d.day, d.dau, d.wau, d.mau]) }}>
          <LineChart label={t('activity.active')} days={activity.perDay.map((d) => d.day)} series={[{ label: 'DAU', values: activity.perDay.map((d) => d.dau) }, { label: 'WAU', values: activity.perDay.map((d) => d.wau) }, { label: 'MAU', values: activity.perDay.map((d) => d.mau) }]} />
        </StatsBlock>
        <StatsBlock title={t('activity.returns')} name="cohorts" table={{ columns: [t('col.cohort'), t('col.size'), 'D1', 'D7', 'D30'], rows: activity.cohorts.map((c) => [c.day, c.size, pct(c.d1), pct(c.d7), pct(c.d30)]) }}>
          <LineChart label={t('activity.returns')} days={activity.cohorts.map((c) => c.day)} max={1} format={pct} series={[{ label: 'D1', values: activity.cohorts.map((c) => (c.size ? c.d1 : null)) }, { label: 'D7', values: activity.cohorts.map((c) => (c.size ? c.d7 : null)) }, { label: 'D30', values: activity.cohorts.map((c) => (c.size ? c.d30 : null)) }]} />
        </StatsBlock>
      </div>

      <h2 className={styles.section}>{t('learning.title')}</h2>
      <div className={styles.figures}>
        <Figure label={t('learning.answers')} value={learning.answers} testId="stats-answers" />
        <Figure label={t('learning.shareRight')} value={pct(learning.shareRight)} testId="stats-share-right" />
        <Figure label={t('learning.retention')} value={pct(learning.retention.actual)} testId="stats-retention" tone={learning.retention.actual !== null && learning.retention.target !== null ? (learning.retention.actual >= learning.retention.target ? 'good' : 'bad') : undefined} />
        <Figure label={t('learning.target')} value={pct(learning.retention.target)} testId="stats-target" />
      </div>
      <div className={styles.grid}>
        <StatsBlock title={t('learning.perDay')} name="answers" table={{ columns: [day, t('learning.answers'), t('learning.right')], rows: learning.perDay.map((d) => [d.day, d.answers, d.right]) }}>
          <LineChart label={t('learning.perDay')} days={learning.perDay.map((d) => d.day)} series={[{ label: t('learning.answers'), values: learning.perDay.map((d) => d.answers) }, { label: t('learning.right'), values: learning.perDay.map((d) => d.right) }]} />
        </StatsBlock>
        <StatsBlock title={t('learning.stages')} name="stages" table={{ columns: [t('col.stage'), t('col.cards')], rows: STAGES.map((s) => [t(`stage.${s}`), learning.stages[s]]) }}>
          <BarChart label={t('learning.stages')} bars={STAGES.map((s) => ({ label: t(`stage.${s}`), value: learning.stages[s] }))} />
        </StatsBlock>
      </div>

      <h2 className={styles.section}>{t('levelTest.title')}</h2>
      <div className={styles.figures}>
        <Figure label={t('levelTest.started')} value={levelTest.started} testId="stats-tests-started" />
        <Figure label={t('levelTest.finished')} value={levelTest.finished} testId="stats-tests-finished" />
        <Figure label={t('levelTest.shareFinished')} value={pct(levelTest.shareFinished)} />
        <Figure label={t('levelTest.shareSkipped')} value={pct(levelTest.shareSkipped)} testId="stats-tests-skipped" />
      </div>
      <div className={styles.grid}>
        <StatsBlock title={t('levelTest.levels')} name="levels" table={{ columns: [t('col.level'), t('col.tests')], rows: LEVELS.map((l) => [l.toUpperCase(), levelTest.levels[l] ?? 0]) }}>
          <BarChart label={t('levelTest.levels')} bars={LEVELS.map((l) => ({ label: l === 'novice' ? '<A1' : l.toUpperCase(), value: levelTest.levels[l] ?? 0 }))} />
        </StatsBlock>
        <StatsBlock title={t('levelTest.perDay')} name="tests" table={{ columns: [day, t('levelTest.started'), t('levelTest.finished')], rows: levelTest.perDay.map((d) => [d.day, d.started, d.finished]) }}>
          <LineChart label={t('levelTest.perDay')} days={levelTest.perDay.map((d) => d.day)} series={[{ label: t('levelTest.started'), values: levelTest.perDay.map((d) => d.started) }, { label: t('levelTest.finished'), values: levelTest.perDay.map((d) => d.finished) }]} />
        </StatsBlock>
      </div>

      <h2 className={styles.section}>{t('moderation.title')}</h2>
      <div className={styles.figures}>
        <Figure label={t('moderation.queue')} value={moderation.queue} testId="stats-queue" />
        <Figure label={t('moderation.median')} value={hours(moderation.medianMs)} testId="stats-median" tone={moderation.medianMs === null ? undefined : moderation.medianMs <= moderation.promiseMs ? 'good' : 'bad'} />
        <Figure label={t('moderation.worst')} value={hours(moderation.worstMs)} testId="stats-worst" tone={moderation.worstMs === null ? undefined : moderation.worstMs <= moderation.promiseMs ? 'good' : 'bad'} />
        <Figure label={t('moderation.over')} value={moderation.overPromise} />
        <Figure label={t('moderation.comments')} value={moderation.comments} testId="stats-comments" />
      </div>
      <div className={styles.grid}>
        <StatsBlock wide title={t('moderation.perDay')} name="moderation" table={{ columns: [day, t('moderation.decided'), t('moderation.medianCol'), t('moderation.comments')], rows: moderation.perDay.map((d) => [d.day, d.decided, hours(d.medianMs), d.comments]) }}>
          <LineChart label={t('moderation.perDay')} days={moderation.perDay.map((d) => d.day)} series={[{ label: t('moderation.decided'), values: moderation.perDay.map((d) => d.decided) }, { label: t('moderation.comments'), values: moderation.perDay.map((d) => d.comments) }]} />
        </StatsBlock>
      </div>

      <h2 className={styles.section}>{t('push.title')}</h2>
      <div className={styles.figures}>
        <Figure label={t('push.sent')} value={push.sent} testId="stats-push-sent" />
        <Figure label={t('push.delivered')} value={push.delivered} />
        <Figure label={t('push.opened')} value={push.opened} testId="stats-push-opened" />
        <Figure label={t('push.stopped')} value={push.stopped} testId="stats-push-stopped" />
        <Figure label={t('push.reachable')} value={push.reachable} />
      </div>
      <div className={styles.grid}>
        <StatsBlock wide title={t('push.perDay')} name="push" table={{ columns: [day, t('push.reminders'), t('push.bot'), t('push.opened')], rows: push.perDay.map((d) => [d.day, d.reminders, d.bot, d.opened]) }}>
          <LineChart label={t('push.perDay')} days={push.perDay.map((d) => d.day)} series={[{ label: t('push.reminders'), values: push.perDay.map((d) => d.reminders) }, { label: t('push.bot'), values: push.perDay.map((d) => d.bot) }, { label: t('push.opened'), values: push.perDay.map((d) => d.opened) }]} />
        </StatsBlock>
      </div>
    </div>
  );
}
