import { type EditReview, editReview } from "./edits.server";
import { approvalQueue, propertyCounts } from "./listings.server";

/**
 * Everything the approval queue page shows for one page: the counts of each state, the
 * waiting listings and edits (oldest first, with their warnings) and, for each edit, its
 * changes field by field. The page's loader and the benchmark both read it from here.
 */
export async function approvalQueuePage(page: number) {
  const [counts, queue] = await Promise.all([propertyCounts(), approvalQueue(page)]);
  const reviews = await Promise.all(
    queue.items.map((item) => (item.kind === "edit" ? editReview(item.id) : Promise.resolve(null))),
  );
  const edits: Record<string, EditReview> = {};
  queue.items.forEach((item, index) => {
    const review = reviews[index];
    if (review) edits[item.id] = review;
  });
  return { counts, queue, edits };
}
