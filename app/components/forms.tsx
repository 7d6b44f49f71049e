import { useId } from "react";
import { useActionData } from "react-router";

/**
 * What was typed into a field, when the server answered the form with a failure and drew
 * the page (withKeptInput in platform/forms.ts); undefined otherwise.
 */
function useSent(name: string): string | undefined {
  const answer = useActionData() as { ok?: boolean; sent?: Record<string, unknown> } | undefined;
  const value = answer?.ok === false ? answer.sent?.[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** A field's first value: what was sent, else the page's own; none for a controlled field. */
function firstValue<T>(sent: string | undefined, props: { value?: unknown; defaultValue?: T }) {
  return props.value === undefined ? (sent ?? props.defaultValue) : undefined;
}

/** A field's label; a required field carries a red asterisk (its input says required). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

/** The look of a text input, text area or select, red-bordered when invalid. */
function controlClass(invalid: boolean | undefined): string {
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${
    invalid ? "border-red-500" : "border-slate-300"
  }`;
}

/** What a labelled text input, text area or select carries: its id, name, required mark and invalid state. */
function controlAttributes(id: string, name: string, required: boolean | undefined, invalid: boolean | undefined) {
  return { id, name, required, "aria-invalid": invalid || undefined, className: controlClass(invalid) };
}

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  ref?: React.Ref<HTMLInputElement>;
  label: string;
  name: string;
  invalid?: boolean;
  /** Read with the field (aria-describedby): a hint, or what the wizard shows under a field. */
  hint?: React.ReactNode;
}

export function TextField({ label, name, invalid, hint, className = "", required, ...input }: FieldProps) {
  const id = useId();
  const sent = useSent(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        {...controlAttributes(id, name, required, invalid)}
        aria-describedby={hintId}
        {...input}
        defaultValue={input.type === "password" ? undefined : firstValue(sent, input)}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

/** The small print under a field, read with it through the field's aria-describedby. */
export function FieldHint({ id, children }: { id: string | undefined; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}

export function TextArea({
  label,
  name,
  invalid,
  required,
  className = "",
  ...area
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; invalid?: boolean }) {
  const id = useId();
  const sent = useSent(name);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea {...controlAttributes(id, name, required, invalid)} {...area} defaultValue={firstValue(sent, area)} />
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = "",
}: {
  busy: boolean;
  busyLabel: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className={`inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** Moves focus to the named field of a form after a failed check. */
export function focusField(form: HTMLFormElement | null, field: string | undefined) {
  if (!form || !field) return;
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
}

interface SelectFieldProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: readonly string[];
  /** How an option reads, when not as its value ("3" reads "3 BHK"). */
  optionLabel?: (option: string) => string;
  /** The first, empty option ("Select a city"); omit to force a choice. */
  placeholder?: string;
  invalid?: boolean;
}

export function SelectField({
  label,
  name,
  options,
  optionLabel,
  placeholder,
  invalid,
  required,
  className = "",
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select {...controlAttributes(id, name, required, invalid)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel?.(option) ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly string[];
  /** How an option reads, when not as its value (a stored amenity, in the page's language). */
  optionLabel?: (option: string) => string;
  /** Controlled: the chosen options. Omit both for an uncontrolled group. */
  value?: readonly string[];
  onChange?: (value: string[]) => void;
  invalid?: boolean;
  className?: string;
  /** The legend for screen readers only, where a heading above already says it (the wizard's step). */
  legendHidden?: boolean;
}

/** A fieldset of checkboxes sharing one name (sent as a list). */
export function CheckboxGroup({
  legend,
  name,
  options,
  optionLabel,
  value,
  onChange,
  invalid,
  className = "",
  legendHidden = false,
}: CheckboxGroupProps) {
  return (
    <fieldset className={className} aria-invalid={invalid || undefined}>
      <legend className={legendHidden ? "sr-only" : "text-sm font-semibold text-slate-800"}>{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500 ${
              invalid ? "border-red-500" : "border-slate-300"
            }`}
          >
            <input
              type="checkbox"
              name={name}
              value={option}
              className="size-4 accent-brand-700"
              {...(value
                ? {
                    checked: value.includes(option),
                    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                      onChange?.(
                        event.target.checked ? [...value, option] : value.filter((chosen) => chosen !== option),
                      ),
                  }
                : {})}
            />
            {optionLabel?.(option) ?? option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A number typed as text: the numeric keypad on phones without the spinner and
 * scroll-wheel surprises of type="number". The server parses and checks the value.
 */
export function NumberField({ integer, ...props }: FieldProps & { integer?: boolean }) {
  return <TextField type="text" inputMode={integer ? "numeric" : "decimal"} autoComplete="off" {...props} />;
}
