export { levelUpAccepted, levelUpDismissed, levelUpFx, $levelUpOffer, $isLevelingUp } from './model';
export { LevelUpBanner } from './ui/LevelUpBanner';
