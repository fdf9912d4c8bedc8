/**
 * A bar filled to `percent` (0 to 100), announced as a progressbar from 0 to 100 with the rounded percent;
 * `className` is the track's look, `fillClassName` the fill's.
 */
export function ProgressBar({
  percent,
  label,
  labelledBy,
  valueText,
  tone,
  className,
  fillClassName,
}: {
  percent: number;
  /** The accessible name (or `labelledBy`, the id of the text that names it). */
  label?: string;
  labelledBy?: string;
  valueText?: string;
  /** Exposed as `data-tone`. */
  tone?: string;
  className: string;
  fillClassName: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      data-tone={tone}
      className={className}
    >
      <div className={fillClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
