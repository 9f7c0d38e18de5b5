import { FormItem, Select, SimpleCell } from '@vkontakte/vkui';
import { Icon28ReplayOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { navigationRequested } from '../../../shared/navigation';
import { $pickedGoal, DAILY_GOALS, type DailyGoal, DEFAULT_DAILY_GOAL, goalChanged, saveGoalFx, tourReplayRequested } from '../model';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/onboarding';

/** Settings: the daily goal (saved at once for a user, kept for later for a visitor) and the tour again. */
export function DailyGoalSettings() {
  const { t } = useTranslation('onboarding');
  const [user, picked, change, saving, navigate, replay] = useUnit([$user, $pickedGoal, goalChanged, saveGoalFx.pending, navigationRequested, tourReplayRequested]);
  const current = (user?.dailyGoal ?? picked ?? DEFAULT_DAILY_GOAL) as DailyGoal;
  return (
    <>
      <FormItem top={t('settings.goal')} htmlFor="settings-daily-goal">
        <Select
          id="settings-daily-goal"
          value={String(current)}
          disabled={saving}
          onChange={(event) => change(Number(event.target.value) as DailyGoal)}
          options={DAILY_GOALS.map((goal) => ({ value: String(goal), label: `${t('settings.goalValue', { count: goal })} · ${t(`goal.options.${goal}.title`)}` }))}
          data-testid="settings-daily-goal"
        />
      </FormItem>
      <SimpleCell before={<Icon28ReplayOutline />} chevron="always" onClick={() => {
          replay();
          navigate({ to: pathFor('welcome') });
        }} data-testid="settings-tour">
        {t('settings.tour')}
      </SimpleCell>
    </>
  );
}
