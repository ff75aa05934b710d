import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { codeDigits } from './loginRules.ts';

interface Props {
  /** The digits typed so far, one per box ('' for an empty box). */
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  /** The accessible name of box n (from 1). */
  boxLabel: (n: number) => string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * Six boxes for a one-time code: typing moves on, Backspace moves back, a paste or the phone's
 * one-time-code autofill spreads over the boxes, Persian digits count as digits. Codes read left to right.
 */
export function CodeInput({ value, onChange, label, boxLabel, disabled = false, invalid = false, describedBy }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(value.length - 1, index))]?.focus();

  /** Writes digits from box `index` on and moves to the box after the last one written. */
  const fill = (index: number, text: string) => {
    const digits = codeDigits(text, value.length - index);
    if (digits.length === 0) return;
    const next = [...value];
    digits.forEach((digit, i) => (next[index + i] = digit));
    onChange(next);
    focus(index + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="code-input" dir="ltr" disabled={disabled}>
      <legend className="visually-hidden">{label}</legend>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={boxLabel(index + 1)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            if (typed === '') {
              const next = [...value];
              next[index] = '';
              onChange(next);
            } else {
              // A typed digit replaces the box's own; autofill brings the whole code at once.
              fill(index, typed.length > 1 && digit && typed.startsWith(digit) ? typed.slice(1) : typed);
            }
          }}
        />
      ))}
    </fieldset>
  );
}
