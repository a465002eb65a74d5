import type { HighlightRange } from '@/lib/contract/search';

/** Text with the keyword's ranges marked; React escapes every piece, so data can't inject HTML. */
export function HighlightedText({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  if (ranges.length === 0) return <>{text}</>;
  const pieces: React.ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <mark key={i} style={{ background: 'none', color: '#cf1322', padding: 0 }}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) pieces.push(text.slice(at));
  return <>{pieces}</>;
}
