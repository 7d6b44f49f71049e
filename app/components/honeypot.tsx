import { HONEYPOT_FIELD } from "#app/modules/contacts/limits";

/** A field people never see; robots that fill in every field give themselves away (the server drops them). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
