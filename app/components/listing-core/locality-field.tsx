import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { TextField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { type LocalityChoice, nameKey } from "#app/modules/listing-core/localities";
import type { FieldView } from "#app/modules/listing-core/wizard-view";

/** Each city's list, fetched once per page. */
const lists = new Map<string, Promise<LocalityChoice[]>>();

function listOf(city: string): Promise<LocalityChoice[]> {
  let list = lists.get(city);
  if (!list) {
    list = fetch(`/resources/localities?${new URLSearchParams({ list: "1", city })}`)
      .then((response) => (response.ok ? response.json() : { localities: [] }))
      .then((body: { localities: LocalityChoice[] }) => body.localities)
      .catch(() => {
        lists.delete(city);
        return [];
      });
    lists.set(city, list);
  }
  return list;
}

/** The choices a typed text may mean, in English or Hindi: names whose words begin with it, first. */
function matching(list: readonly LocalityChoice[], typed: string, most = 8): LocalityChoice[] {
  const key = nameKey(typed);
  if (!key) return [];
  const words = (name: string) =>
    name
      .normalize("NFKC")
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean);
  const text = typed.normalize("NFKC").toLowerCase().trim();
  const score = (choice: LocalityChoice) => {
    const names = [choice.name, choice.nameHi ?? ""].filter(Boolean);
    if (names.some((name) => nameKey(name).startsWith(key))) return 2;
    if (names.some((name) => words(name).some((word) => word.startsWith(text)))) return 1;
    return names.some((name) => nameKey(name).includes(key)) ? 0.5 : 0;
  };
  return list
    .map((choice) => ({ choice, score: score(choice) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || Number(b.choice.placed) - Number(a.choice.placed))
    .slice(0, most)
    .map((entry) => entry.choice);
}

/**
 * The wizard's locality (decision 058): typed freely, with the city's list of localities
 * offered as it is typed, in English or Hindi ("अली" offers Aliganj · अलीगंज). A choice is
 * written as the list's name; a name the list does not know is kept as typed, and the field
 * says what follows (no map position until our team places it, unless the poster places a
 * pin). An ARIA 1.2 combobox; without JavaScript, a plain box.
 */
export function LocalityField({
  field,
  city,
  value,
  onChange,
  required,
  invalid,
  hint,
  className,
  focusAt,
}: {
  field: FieldView;
  city: string;
  value: string;
  onChange: (name: string, value: string) => void;
  required?: boolean;
  invalid?: boolean;
  /** What the wizard shows under the field (an error), before the field's own hint. */
  hint?: React.ReactNode;
  className?: string;
  /** Focused when drawn, with this selection: the plain box it replaces had them (property-field.tsx). */
  focusAt?: [number, number];
}) {
  const id = useId();
  const { t, locale } = useI18n();
  const [list, setList] = useState<LocalityChoice[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLInputElement>(null);

  // It takes the place of the plain box the person is in (property-field.tsx), where they were in
  // it, in the same commit: a key pressed meanwhile finds the box, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when drawn in the plain box's place
  useLayoutEffect(() => {
    if (!focusAt || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(...focusAt);
  }, []);

  useEffect(() => {
    let current = true;
    setList(null);
    if (city) void listOf(city).then((found) => current && setList(found));
    return () => {
      current = false;
    };
  }, [city]);

  const options = open && list ? matching(list, value) : [];
  const known = list
    ? list.find((choice) => [choice.name, choice.nameHi ?? ""].some((name) => nameKey(name) === nameKey(value)))
    : undefined;
  const named = (choice: LocalityChoice) => (locale === "hi" && choice.nameHi) || choice.name;
  const other = (choice: LocalityChoice) => (locale === "hi" ? choice.name : choice.nameHi);

  const choose = (choice: LocalityChoice) => {
    onChange(field.name, choice.name);
    setOpen(false);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && options.length) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) => (at + step + options.length) % options.length);
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status = list && value.trim() ? statusOf(value, known, named, t) : null;

  const listId = `${id}-options`;
  return (
    <div className={`relative ${className ?? ""}`}>
      <TextField
        label={field.label}
        name={field.name}
        required={required}
        invalid={invalid}
        value={value}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        autoComplete="off"
        ref={box}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(field.name, event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        hint={
          hint || field.hint ? (
            <>
              {hint}
              {field.hint}
            </>
          ) : undefined
        }
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("Localities on our list")}
        hidden={options.length === 0}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((choice, index) => (
          <div
            key={choice.name}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen on mousedown, before the box loses focus and closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(choice);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-ink"}`}
          >
            {named(choice)}
            {other(choice) ? <span className="ml-2 text-slate-500">{other(choice)}</span> : null}
          </div>
        ))}
      </div>
      {/* What follows from the name typed: always in the page, so each new line is read out. */}
      <p aria-live="polite" className="mt-1 text-sm text-slate-700 empty:hidden" data-testid="locality-status">
        {/* Said once the list is closed: not while a name is still being typed and chosen. */}
        {options.length ? null : status}
      </p>
    </div>
  );
}

/** What the list knows of a typed locality: another spelling, no position yet, or not on it at all. */
function statusOf(
  value: string,
  known: LocalityChoice | undefined,
  named: (choice: LocalityChoice) => string,
  t: ReturnType<typeof useI18n>["t"],
): string | null {
  if (!known)
    return t(
      "{locality} is not on our list yet: we keep it for our team to place on the map. Until then the listing is shown without a map position, unless you place a pin below.",
      { locality: value.trim() },
    );
  if (known.name !== value) return t("On our list as {name}.", { name: named(known) });
  if (known.placed) return null;
  return t(
    "{locality} is on our list, but its position is not known yet: place a pin below, or the listing is shown without a map position until our team places it.",
    { locality: named(known) },
  );
}
