// The model's body on a 1200 x 1600 canvas: joints and widths for a woman's or a man's figure
// in one of a few standing poses. Clothes are drawn from these points, so they fit the pose.
import type { P } from './pen';

export interface Body {
  female: boolean;
  cx: number;
  /** Head centre and radii. */
  head: P;
  headRx: number;
  headRy: number;
  neckW: number;
  neckY: number;
  shoulderY: number;
  shoulderW: number;
  chestY: number;
  chestW: number;
  waistY: number;
  waistW: number;
  hipY: number;
  hipW: number;
  crotchY: number;
  kneeY: number;
  ankleY: number;
  footY: number;
  /** [viewer's left, viewer's right]: shoulder, elbow, wrist, fingertips. */
  arms: [P[], P[]];
  /** [viewer's left, viewer's right]: hip joint, knee, ankle. */
  legs: [P[], P[]];
  armW: number;
  thighW: number;
  calfW: number;
}

/** Poses: 0 relaxed, 1 hand on hip, 2 hands in pockets, 3 weight on one leg, 4 the flat lay of a packshot. */
export const POSES = 4;

export function bodyFor(female: boolean, pose: number, cx = 600): Body {
  const shoulderW = female ? 118 : 142;
  const hipW = female ? 112 : 104;
  const shoulderY = female ? 345 : 340;
  const kneeY = 1055;
  const ankleY = 1380;
  const arm = (side: -1 | 1, flat: boolean): P[] => {
    const sx = cx + side * (shoulderW - 16);
    const sy = shoulderY + 22;
    if (flat) return [[sx, sy], [cx + side * (shoulderW + 70), 580], [cx + side * (shoulderW + 120), 770], [cx + side * (shoulderW + 128), 790]];
    if (pose === 1 && side === -1) return [[sx, sy], [cx - shoulderW - 80, 560], [cx - hipW - 6, 690], [cx - hipW + 26, 700]];
    if (pose === 2) return [[sx, sy], [cx + side * (shoulderW + 14), 585], [cx + side * (hipW + 10), 735], [cx + side * (hipW + 2), 770]];
    if (pose === 3 && side === 1) return [[sx, sy], [cx + shoulderW + 30, 580], [cx + shoulderW + 36, 780], [cx + shoulderW + 34, 850]];
    return [[sx, sy], [cx + side * (shoulderW + 4), 590], [cx + side * (shoulderW + 12), 790], [cx + side * (shoulderW + 12), 860]];
  };
  const leg = (side: -1 | 1, flat: boolean): P[] => {
    const hip: P = [cx + side * 50, 730];
    if (!flat && (pose === 3 || pose === 1) && side === 1) return [hip, [cx + 88, kneeY], [cx + 128, ankleY - 6]];
    return [hip, [cx + side * 52, kneeY], [cx + side * 50, ankleY]];
  };
  const flat = pose === POSES;
  return {
    female, cx,
    head: [cx + (flat ? 0 : pose === 1 ? -6 : pose === 3 ? 6 : 0), female ? 205 : 200],
    headRx: female ? 52 : 56, headRy: female ? 66 : 70,
    neckW: female ? 22 : 29, neckY: shoulderY - 28,
    shoulderY, shoulderW,
    chestY: 450, chestW: female ? 100 : 122,
    waistY: 585, waistW: female ? 78 : 104,
    hipY: 690, hipW,
    crotchY: 770, kneeY, ankleY, footY: ankleY + 50,
    arms: [arm(-1, flat), arm(1, flat)],
    legs: [leg(-1, flat), leg(1, flat)],
    armW: female ? 40 : 48, thighW: female ? 76 : 80, calfW: female ? 52 : 58,
  };
}
