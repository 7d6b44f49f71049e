import { useI18n } from "#app/modules/i18n/use-i18n";
import { COUNTS } from "#app/modules/text/plural";

interface WeekChartProps {
  title: string;
  description: string;
  weeks: ReadonlyArray<{ week: string; label: string; value: number }>;
  /** A Tailwind background class for the bars. */
  barClass: string;
}

/**
 * A bar chart of counts per week, drawn with CSS. The bars are decoration for sighted
 * readers; the same numbers are in a table that screen readers read instead.
 */
export function WeekChart({ title, description, weeks, barClass }: WeekChartProps) {
  const { t, plural } = useI18n();
  const max = Math.max(1, ...weeks.map((week) => week.value));
  const total = weeks.reduce((sum, week) => sum + week.value, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-slate-600">
          {description} {plural(total, COUNTS.inTotal)}
          {t(".")}
        </span>
      </figcaption>
      <div aria-hidden="true" className="mt-4 flex h-40 items-end gap-1.5 border-b border-slate-300">
        {weeks.map((week) => (
          <div
            key={week.week}
            className="flex h-full flex-1 flex-col justify-end"
            title={`${week.label}: ${week.value}`}
          >
            {week.value > 0 ? (
              <span className="mb-0.5 text-center text-[0.65rem] font-semibold text-slate-700">{week.value}</span>
            ) : null}
            <div className={`rounded-t ${barClass}`} style={{ height: `${(week.value / max) * 85}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-1.5">
        {weeks.map((week, index) => (
          <span key={week.week} className="flex-1 truncate text-center text-[0.65rem] text-slate-600">
            {index % 2 === weeks.length % 2 ? week.label : ""}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Week starting")}</th>
            <th scope="col">{t("Count")}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{week.label}</th>
              <td>{week.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
