import { describe, expect, it } from 'vitest';
import { extendBlock, firstInput, jump, lastInput, nextAcross, nextDown, nextOnEnter, rowEdge } from './navigation';
import type { GridShape } from './navigation';

// header, input, input, derived, header, input, derived
const shape: GridShape = { rows: ['header', 'input', 'input', 'derived', 'header', 'input', 'derived'], companies: 3 };

describe('Tab (nextAcross)', () => {
  it('moves to the next company on the same input row', () => {
    expect(nextAcross(shape, { row: 1, col: 0 }, 1)).toEqual({ row: 1, col: 1 });
  });
  it('wraps from the last company to the first company of the next input row', () => {
    expect(nextAcross(shape, { row: 1, col: 2 }, 1)).toEqual({ row: 2, col: 0 });
  });
  it('skips derived rows and section headers when wrapping', () => {
    expect(nextAcross(shape, { row: 2, col: 2 }, 1)).toEqual({ row: 5, col: 0 });
  });
  it('goes on from a derived cell reached with the arrows to the next input cell', () => {
    expect(nextAcross(shape, { row: 3, col: 1 }, 1)).toEqual({ row: 5, col: 0 });
  });
  it('goes from the label column to the first company', () => {
    expect(nextAcross(shape, { row: 2, col: -1 }, 1)).toEqual({ row: 2, col: 0 });
  });
  it('Shift+Tab moves back and wraps to the last company of the previous input row', () => {
    expect(nextAcross(shape, { row: 5, col: 0 }, -1)).toEqual({ row: 2, col: 2 });
    expect(nextAcross(shape, { row: 2, col: 1 }, -1)).toEqual({ row: 2, col: 0 });
  });
  it('stops at the edges of the grid', () => {
    expect(nextAcross(shape, { row: 5, col: 2 }, 1)).toBeNull();
    expect(nextAcross(shape, { row: 1, col: 0 }, -1)).toBeNull();
  });
});

describe('Enter (nextDown)', () => {
  it('moves down to the next input row in the same company, skipping derived rows and headers', () => {
    expect(nextDown(shape, { row: 1, col: 1 }, 1)).toEqual({ row: 2, col: 1 });
    expect(nextDown(shape, { row: 2, col: 1 }, 1)).toEqual({ row: 5, col: 1 });
  });
  it('continues at the top of the next company after the last input row', () => {
    expect(nextDown(shape, { row: 5, col: 0 }, 1)).toEqual({ row: 1, col: 1 });
  });
  it('Shift+Enter moves up, and back to the previous company from the first input row', () => {
    expect(nextDown(shape, { row: 5, col: 1 }, -1)).toEqual({ row: 2, col: 1 });
    expect(nextDown(shape, { row: 1, col: 1 }, -1)).toEqual({ row: 5, col: 0 });
  });
  it('stops after the last company and before the first', () => {
    expect(nextDown(shape, { row: 5, col: 2 }, 1)).toBeNull();
    expect(nextDown(shape, { row: 1, col: 0 }, -1)).toBeNull();
  });
  it('from the label column moves within the first company', () => {
    expect(nextDown(shape, { row: 1, col: -1 }, 1)).toEqual({ row: 2, col: 0 });
  });
});

describe('firstInput', () => {
  it('is the first input row of the first company', () => {
    expect(firstInput(shape)).toEqual({ row: 1, col: 0 });
  });
  it('is null on a read-only screen or with no companies', () => {
    expect(firstInput({ rows: ['header', 'derived'], companies: 2 })).toBeNull();
    expect(firstInput({ rows: ['input'], companies: 0 })).toBeNull();
  });
});

describe('power-use keys', () => {
  it('Ctrl+End goes to the last input cell', () => {
    expect(lastInput(shape)).toEqual({ row: 5, col: 2 });
    expect(lastInput({ rows: ['header', 'derived'], companies: 2 })).toBeNull();
  });
  it('Enter follows the chosen direction: down the column, or across like Tab', () => {
    expect(nextOnEnter(shape, { row: 1, col: 0 }, 1, 'down')).toEqual({ row: 2, col: 0 });
    expect(nextOnEnter(shape, { row: 1, col: 0 }, 1, 'right')).toEqual({ row: 1, col: 1 });
    expect(nextOnEnter(shape, { row: 1, col: 2 }, 1, 'right')).toEqual({ row: 2, col: 0 });
    expect(nextOnEnter(shape, { row: 2, col: 0 }, -1, 'right')).toEqual({ row: 1, col: 2 });
  });
  it('Home and End go to the first and last company of the row, derived rows included', () => {
    expect(rowEdge(shape, { row: 2, col: 1 }, 'first')).toEqual({ row: 2, col: 0 });
    expect(rowEdge(shape, { row: 3, col: 0 }, 'last')).toEqual({ row: 3, col: 2 });
    expect(rowEdge(shape, { row: 0, col: 0 }, 'last')).toBeNull();
  });
  it('Shift+arrows grow a block over derived rows, step over headers, and stop at the edges', () => {
    expect(extendBlock(shape, { row: 2, col: 0 }, 'down')).toEqual({ row: 3, col: 0 });
    expect(extendBlock(shape, { row: 3, col: 0 }, 'down')).toEqual({ row: 5, col: 0 });
    expect(extendBlock(shape, { row: 1, col: 0 }, 'up')).toBeNull();
    expect(extendBlock(shape, { row: 1, col: 2 }, 'right')).toBeNull();
    expect(extendBlock(shape, { row: 1, col: 2 }, 'left')).toEqual({ row: 1, col: 1 });
  });
});

describe('Ctrl+arrows (jump)', () => {
  // header, input×3, derived, header, input×2
  const tall: GridShape = { rows: ['header', 'input', 'input', 'input', 'derived', 'header', 'input', 'input'], companies: 3 };
  const filledAt = (cells: string[]) => (p: { row: number; col: number }) => cells.includes(`${p.row},${p.col}`);
  it('goes to the last filled input of a run, skipping derived rows and headers', () => {
    expect(jump(tall, { row: 1, col: 0 }, 'down', filledAt(['1,0', '2,0', '3,0', '6,0']))).toEqual({ row: 6, col: 0 });
    expect(jump(tall, { row: 1, col: 0 }, 'down', filledAt(['1,0', '2,0']))).toEqual({ row: 2, col: 0 });
  });
  it('from the end of a run goes to the next filled input, or to the edge of the input rows', () => {
    expect(jump(tall, { row: 2, col: 0 }, 'down', filledAt(['1,0', '2,0', '7,0']))).toEqual({ row: 7, col: 0 });
    expect(jump(tall, { row: 2, col: 0 }, 'down', filledAt(['1,0', '2,0']))).toEqual({ row: 7, col: 0 });
    expect(jump(tall, { row: 6, col: 1 }, 'up', filledAt([]))).toEqual({ row: 1, col: 1 });
  });
  it('never lands on a section header or derived row, and stops at the edge', () => {
    expect(jump(tall, { row: 4, col: 0 }, 'down', filledAt([]))).toEqual({ row: 7, col: 0 });
    expect(jump(tall, { row: 7, col: 0 }, 'down', filledAt([]))).toBeNull();
  });
  it('jumps across companies on the row', () => {
    expect(jump(tall, { row: 1, col: 0 }, 'right', filledAt(['1,0', '1,1']))).toEqual({ row: 1, col: 1 });
    expect(jump(tall, { row: 1, col: 0 }, 'right', filledAt([]))).toEqual({ row: 1, col: 2 });
    expect(jump(tall, { row: 1, col: 2 }, 'left', filledAt(['1,0']))).toEqual({ row: 1, col: 0 });
  });
});
