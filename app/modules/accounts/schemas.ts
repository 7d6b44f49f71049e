import * as z from "zod/mini";
import { SIGN_UP_ROLES } from "#app/config/enums";
import { LIMITS } from "#app/config/limits";
import { AGENT_RERA_PATTERN, RERA_MESSAGES } from "#app/modules/listing-core/rera";
import { normaliseRera } from "#app/modules/listing-core/rera-number";
import { cleanText, emailAddress, mobileNumber, requiredText } from "#app/modules/platform/form-schema";
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, SIGN_UP_MESSAGES } from "./words";

/**
 * A person's name: the old product's "cannot be empty", then a bound (it is shown on other people's
 * pages; an unbounded one grew an owner's enquiries page to megabytes).
 */
const personName = () =>
  z.pipe(
    requiredText(SIGN_UP_MESSAGES.name),
    z.string().check(z.maxLength(LIMITS.nameMax, { error: SIGN_UP_MESSAGES.nameTooLong })),
  );

/** An e-mail address as sign-up checks it, and no longer than an address can be. */
const accountEmail = () =>
  z.pipe(
    emailAddress(SIGN_UP_MESSAGES.email),
    z.string().check(z.maxLength(LIMITS.emailMax, { error: SIGN_UP_MESSAGES.email })),
  );

/**
 * Sign-up, checked in the old product's order (docs/product/old-product.md §5): name,
 * mobile, email, password, confirmation.
 */
export const SignUpSchema = z
  .object({
    name: personName(),
    mobileNumber: mobileNumber(SIGN_UP_MESSAGES.mobile),
    email: accountEmail(),
    ...newPasswordFields(),
    // Checked last, after the old product's five checks (see the refinement below).
    role: z.optional(z.string()),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: SIGN_UP_MESSAGES.mismatch,
      path: ["confirmPassword"],
    }),
    z.refine((value) => (SIGN_UP_ROLES as readonly string[]).includes(value.role ?? ""), {
      error: SIGN_UP_MESSAGES.role,
      path: ["role"],
    }),
  );

export type SignUp = z.infer<typeof SignUpSchema>;

export const LoginSchema = z.object({
  email: z.pipe(
    z.string({ error: LOGIN_MESSAGES.email }).check(...cleanText, z.minLength(1, { error: LOGIN_MESSAGES.email })),
    z.transform((value) => value.toLowerCase()),
  ),
  password: z.string({ error: LOGIN_MESSAGES.password }).check(z.minLength(1, { error: LOGIN_MESSAGES.password })),
});

export type Login = z.infer<typeof LoginSchema>;

/** The sign-up's rules for a new password, with its messages: reset and change share them. */
function newPasswordFields() {
  return {
    password: z
      .string({ error: SIGN_UP_MESSAGES.passwordShort })
      .check(
        z.minLength(LIMITS.passwordMin, { error: SIGN_UP_MESSAGES.passwordShort }),
        z.maxLength(LIMITS.passwordMax, { error: SIGN_UP_MESSAGES.passwordLong }),
      ),
    confirmPassword: z.string({ error: SIGN_UP_MESSAGES.mismatch }),
  };
}

function passwordsMatch() {
  return z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
    error: SIGN_UP_MESSAGES.mismatch,
    path: ["confirmPassword"],
  });
}

export const ForgotPasswordSchema = z.object({ email: accountEmail() });

export const ResetPasswordSchema = z
  .object({ token: z.string().check(z.minLength(1), z.maxLength(200)), ...newPasswordFields() })
  .check(passwordsMatch());

export const AccountDetailsSchema = z.object({
  name: personName(),
  mobileNumber: mobileNumber(SIGN_UP_MESSAGES.mobile),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPassword(),
    ...newPasswordFields(),
  })
  .check(passwordsMatch());

function currentPassword() {
  return z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
    .check(
      z.minLength(1, { error: ACCOUNT_MESSAGES.currentPasswordMissing }),
      z.maxLength(LIMITS.passwordMax, { error: ACCOUNT_MESSAGES.currentPasswordWrong }),
    );
}

/** A new address needs the current password too: a stolen session alone must not move the account. */
export const ChangeEmailSchema = z.object({
  email: accountEmail(),
  currentPassword: currentPassword(),
});

export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: LOGIN_MESSAGES.password })
    .check(z.minLength(1, { error: LOGIN_MESSAGES.password }), z.maxLength(LIMITS.passwordMax)),
});

/** An Agent's RERA number on the account settings: UPRERAAGT and digits, or empty to remove it. */
export const AgentReraSchema = z.object({
  reraNumber: z.string({ error: RERA_MESSAGES.agentInvalid }).check(
    z.trim(),
    z.overwrite(normaliseRera),
    z.refine((value) => value === "" || AGENT_RERA_PATTERN.test(value), { error: RERA_MESSAGES.agentInvalid }),
  ),
});
