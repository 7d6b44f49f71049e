import { Form } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface RegisterListProps {
  id: string;
  title: string;
  /** Shown after the title, in brackets. */
  count?: number;
  testId?: string;
  children: React.ReactNode;
}

/** A titled list of what an Admin has entered (places, centres, the legality register). */
export function RegisterList({ id, title, count, testId, children }: RegisterListProps) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
        {count === undefined ? null : ` (${count})`}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid={testId}>
        {children}
      </ul>
    </section>
  );
}

/** One entry of a register: its name, what it says, and a button that removes it (intent "remove"). */
export function RegisterEntry({ id, name, children }: { id: string; name: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div>
        {/* As the Admin typed it: a name. */}
        <p className="font-semibold" translate="no">
          {name}
        </p>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
          aria-label={t("{action} ({name})", { action: t("Remove"), name })}
        >
          {t("Remove")}
        </button>
      </Form>
    </li>
  );
}
