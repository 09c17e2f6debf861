/**
 * A figure too long to keep the full display size in a narrow card ("400,000+", "1905–1995"):
 * its size follows the card's width instead (styles: `[data-long]`), so that it stays on one
 * line, while short ones ("62", "30+") keep the full size.
 */
export function longFigure(value: string): true | undefined {
  return value.trim().length > 6 || undefined;
}
