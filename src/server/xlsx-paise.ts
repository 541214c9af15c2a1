// Rounding in the xlsx formulas as the app rounds (its own module: the projection and schedule formulas both use it).

/**
 * `x` rounded to paise half to even, as the app rounds a driven figure (Excel's ROUND takes a tie away from
 * 0, and ties are common: 25 % of 277.78 is 69.445). A tie is x × 100 within 10⁻⁶ of a half (x is a float
 * in Excel), rounded to the even neighbour as 2 × ROUND(x × 50).
 */
export const roundPaise = (x: string): string => `IF(ABS(MOD((${x})*100,1)-0.5)<1E-6,2*ROUND((${x})*50,0),ROUND((${x})*100,0))/100`;
