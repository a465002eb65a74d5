import { useEffect } from 'react';

/**
 * Replays text typed into a server-rendered input before React hydrated it. React keeps the
 * DOM's text when it hydrates but reports no change, so a controlled value would stay empty
 * while the box shows the words (no suggestions, a search for '' on Enter). The replay is the
 * input event typing makes: the component hears it as it hears typing.
 */
export function useReplayEarlyInput(getInput: () => HTMLInputElement | null | undefined): void {
  useEffect(() => {
    const input = getInput();
    // Hydration leaves the rendered value as the input's defaultValue.
    if (!input || input.value === input.defaultValue) return;
    const typed = input.value;
    // React's value tracker hears this assignment and holds the rendered value again; the
    // native setter then puts the typed text back behind it, so the event reads as a change.
    input.value = input.defaultValue;
    Reflect.set(HTMLInputElement.prototype, 'value', typed, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Once, when the input is hydrated: later typing is heard directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
