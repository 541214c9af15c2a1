import type { AnyMetricId } from './formula';

// Every metric id a formula refers to gets a small integer slot, once, so compiled formulas and the
// model's per-company memo index arrays instead of hashing "screen.key" strings on every read.
const slots = new Map<AnyMetricId, number>();
const slotIds: AnyMetricId[] = [];

/** The slot of a metric id (assigned on first use; stable for the life of the process). */
export function slotOf(id: AnyMetricId): number {
  let slot = slots.get(id);
  if (slot === undefined) {
    slot = slotIds.length;
    slots.set(id, slot);
    slotIds.push(id);
  }
  return slot;
}

/** How many slots are assigned so far (every catalogue row has one once model.ts is loaded). */
export function slotCount(): number {
  return slotIds.length;
}

/** The metric id of a slot. */
export function idOfSlot(slot: number): AnyMetricId {
  return slotIds[slot]!;
}
