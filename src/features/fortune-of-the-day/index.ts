export { FortuneOfTheDay } from './ui/FortuneOfTheDay';
