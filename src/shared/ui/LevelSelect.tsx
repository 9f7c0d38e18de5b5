import { NativeSelect } from '@vkontakte/vkui';
import { CEFR_LEVELS } from '../config/constants';

export interface LevelSelectProps {
  id: string;
  value: string;
  onChange: (level: string) => void;
  testId: string;
}

/** A CEFR level picker for the admin editors (words, sayings): the levels as their usual capitals. */
export function LevelSelect({ id, value, onChange, testId }: LevelSelectProps) {
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      {CEFR_LEVELS.map((l) => (
        <option key={l} value={l}>
          {l.toUpperCase()}
        </option>
      ))}
    </NativeSelect>
  );
}
