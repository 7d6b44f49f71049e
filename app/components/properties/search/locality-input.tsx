import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** Wait for a pause in typing before asking for suggestions. */
const PAUSE_MS = 150;

/**
 * A locality box with suggestions that follow what is typed, misspellings included
 * ("gomti nagr" offers Gomti Nagar, from /resources/localities): an ARIA 1.2 combobox
 * (arrows move, Enter chooses, Escape closes). Before JavaScript runs it is a plain box
 * with a native list of the localities with the most listings, and the server still reads
 * a misspelt name as the place it means.
 */
export function LocalityInput({ form, label, suggestions }: { form: string; label: string; suggestions: string[] }) {
  const id = useId();
  const { t, locale } = useI18n();
  const [enhanced, setEnhanced] = useState(false);
  const [value, setValue] = useState("");
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page's JavaScript arrives
  useEffect(() => {
    setEnhanced(true);
    // Text typed before the page's JavaScript arrived stays, and is suggested for.
    const typed = input.current?.value ?? "";
    if (typed) {
      setValue(typed);
      if (document.activeElement === input.current) suggest(typed);
    }
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  const show = (names: string[]) => {
    setOptions(names);
    setActive(-1);
    setOpen(names.length > 0);
  };

  const suggest = (typed: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!typed.trim()) return show(suggestions.slice(0, 8));
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      const city = (document.getElementById("search-city") as HTMLSelectElement | null)?.value ?? "";
      const query = new URLSearchParams({
        q: typed,
        ...(city ? { city } : {}),
        ...(locale === "hi" ? { lang: "hi" } : {}),
      });
      try {
        const response = await fetch(`/resources/localities?${query}`, { signal: controller.signal });
        if (!response.ok) return;
        const body = (await response.json()) as { localities: Array<{ name: string }> };
        show([...new Set(body.localities.map((place) => place.name))]);
      } catch {
        // Aborted by the next keystroke, or offline: no suggestions, the box still works.
      }
    }, PAUSE_MS);
  };

  const choose = (name: string) => {
    setValue(name);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return suggest(value);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(options[active] ?? value);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-options`;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mt-2 block text-sm text-slate-700">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name="locality"
        form={form}
        maxLength={80}
        autoComplete="off"
        placeholder={t("e.g. Gomti Nagar")}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
        {...(enhanced
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": open,
              "aria-controls": listId,
              "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : undefined,
              value,
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                setValue(event.currentTarget.value);
                suggest(event.currentTarget.value);
              },
              onKeyDown,
              onBlur: () => setOpen(false),
            }
          : { list: listId })}
      />
      {enhanced ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t("{label}: suggestions", { label })}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
        >
          {options.map((name, index) => (
            <div
              key={name}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on mousedown, before the box loses focus and closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(name);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-ink"}`}
            >
              {name}
            </div>
          ))}
        </div>
      ) : (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
    </div>
  );
}
