export { SpeechSettings } from './ui/SpeechSettings';
