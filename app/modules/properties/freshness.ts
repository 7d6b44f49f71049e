/**
 * How fresh a listing is, in the words every card and detail page shows. A module of its
 * own because every page with cards carries it (the lifecycle's other words stay off them).
 */
export const confirmedOn = (date: string) => `Confirmed available on ${date}`;
