import { LIMITS } from "#app/config/limits";

/** The spec's sign-up messages, in the order the form checks them. */
export const SIGN_UP_MESSAGES = {
  name: "Name cannot be empty.",
  mobile: "Invalid mobile number. Enter 10 digits.",
  email: "Invalid email format.",
  passwordShort: "Password must be at least 6 characters.",
  passwordLong: `Password must be at most ${LIMITS.passwordMax} characters.`,
  mismatch: "Passwords do not match.",
  role: "Please choose whether you are an Owner, Client or Agent.",
  success: "User successfully signed up!",
  emailInUse: "Email already in use. Try another one.",
  weakPassword: "Password is too weak. Use a stronger password.",
  failure: "An error occurred. Please try again.",
} as const;

/** The spec's login messages. */
export const LOGIN_MESSAGES = {
  email: "Please enter your email.",
  password: "Please enter your password.",
  success: "Login successful! Redirecting...",
} as const;
