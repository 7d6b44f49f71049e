/** The Create Project form's messages (no Zod here: pages import this up front). */
export const OUR_PROJECT_MESSAGES = {
  name: "Please enter the project name.",
  nameTooLong: "Please keep the project name under 120 characters.",
  descriptionTooLong: "Please keep the description under 2,000 characters.",
  startDate: "Please choose a start date.",
  endDate: "Please choose an end date.",
  order: "The end date cannot be before the start date.",
  created: "Project saved to the company's project list.",
  deleted: "Project deleted.",
  missing: "That project was already deleted.",
  failure: "An error occurred. Please try again.",
} as const;
