import { msg } from "#app/modules/i18n/translate";

/** The Create Project form's messages (no Zod here: pages import this up front). */
export const OUR_PROJECT_MESSAGES = {
  name: msg("Please enter the project name."),
  nameTooLong: msg("Please keep the project name under 120 characters."),
  descriptionTooLong: msg("Please keep the description under 2,000 characters."),
  startDate: msg("Please choose a start date."),
  endDate: msg("Please choose an end date."),
  order: msg("The end date cannot be before the start date."),
  created: msg("Project saved to the company's project list."),
  deleted: msg("Project deleted."),
  missing: msg("That project was already deleted."),
  failure: msg("An error occurred. Please try again."),
} as const;
