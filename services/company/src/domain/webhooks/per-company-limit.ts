import type { HydratedDocument, Model } from 'mongoose';

/**
 * Inserts a company's document unless the company would then hold more than `max` of them.
 *
 * A count before the insert is not enough: racing requests all count the same number and all
 * insert (a burst of forty made thirty-eight webhook endpoints, each a copy of every delivery). So the
 * insert comes first and the count after it, and an insert that finds the company over the limit
 * takes itself back. Of the inserts that survive, the last one counted after all of them, so at
 * rest a company never holds more than `max`. A burst that goes past the limit may be refused
 * whole, even the requests that would have fit; the allowance is intact and the caller tries
 * again. The count first spares the usual refusal (a company already at the limit) an insert.
 */
export async function insertWithinLimit<T extends { _id: string; companyId: string }>(
  model: Model<T>,
  doc: Pick<T, '_id' | 'companyId'> & Partial<T>,
  options: { max: number; refused: () => Error; takeBack?: (id: string) => Promise<unknown> },
): Promise<HydratedDocument<T>> {
  const count = () => model.countDocuments({ companyId: doc.companyId }).exec();
  if ((await count()) >= options.max) throw options.refused();
  const created = await model.create(doc);
  if ((await count()) > options.max) {
    await model.deleteOne({ _id: doc._id }).exec();
    await options.takeBack?.(doc._id);
    throw options.refused();
  }
  return created;
}
