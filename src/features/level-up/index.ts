export { levelUpAccepted, levelUpDismissed, levelUpFx, $levelUpOffer, $isLevelingUp, $leveledUpTo } from './model';
export { LevelUpBanner } from './ui/LevelUpBanner';
