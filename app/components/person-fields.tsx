import { type FieldProps, TextField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** A person's field: TextField's props but its label and name, which the field gives. */
type PersonFieldProps = Omit<FieldProps, "label" | "name">;

/*
 * The fields a person fills in about themselves (sign-up, login, settings, the contact and
 * enquiry forms), each with the label, type and autocomplete a browser fills it by, and
 * required unless told otherwise.
 */

export function NameField(props: PersonFieldProps) {
  const { t } = useI18n();
  return <TextField label={t("Name")} name="name" autoComplete="name" required {...props} />;
}

export function MobileField(props: PersonFieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      label={t("Mobile number")}
      name="mobileNumber"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      required
      {...props}
    />
  );
}

export function EmailField(props: PersonFieldProps) {
  const { t } = useI18n();
  return <TextField label={t("Email")} name="email" type="email" autoComplete="email" required {...props} />;
}
