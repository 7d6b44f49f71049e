import { TextField } from "#app/components/forms";
import { useI18n } from "#app/modules/i18n/use-i18n";

type TextFieldProps = React.ComponentProps<typeof TextField>;

/** Someone's name, as the account or a message gives it; the limit is the form's own. */
export function NameField(props: Omit<TextFieldProps, "name"> & { maxLength: number }) {
  return <TextField name="name" autoComplete="name" required {...props} />;
}

/** A mobile number typed by hand: the numeric keypad and the hint of the ten digits. */
export function MobileNumberField(props: Omit<TextFieldProps, "label" | "name">) {
  const { t } = useI18n();
  return (
    <TextField
      label={t("Mobile number")}
      name="mobileNumber"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      hint={t("10 digits, without +91")}
      required
      {...props}
    />
  );
}

/** An e-mail address, labelled "Email" unless the form says otherwise. */
export function EmailField({ label, ...props }: Omit<TextFieldProps, "name" | "label"> & { label?: string }) {
  const { t } = useI18n();
  return <TextField label={label ?? t("Email")} name="email" type="email" autoComplete="email" required {...props} />;
}

/** A password field; autoComplete tells password managers whether to fill the saved one or offer a new one. */
export function PasswordField({
  name = "password",
  ...props
}: Omit<TextFieldProps, "name" | "type"> & { name?: string; autoComplete: "current-password" | "new-password" }) {
  return <TextField name={name} type="password" required {...props} />;
}
