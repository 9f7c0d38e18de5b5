export { levelUpFx } from './model';
export { LevelUpBanner } from './ui/LevelUpBanner';
