import {
  amortizedPayment,
  estimateCash,
  estimateFinance,
  estimateLease,
  financeInputErrors,
  leaseInputErrors,
  paymentDefaultsFor,
  paymentInputErrorsOf,
} from './payment';

describe('estimateFinance (P*r / (1 - (1+r)^-n), r = APR/12)', () => {
  it('matches a worked example: $25,000 at 6 % over 60 months', () => {
    // price 30,000 - down 3,000 - trade-in 2,000 = P 25,000; r = 0.06/12 = 0.005; n = 60
    // (1.005)^60 = 1.3488502, so (1.005)^-60 = 0.7413722 and 1 - 0.7413722 = 0.2586278
    // P*r = 125; 125 / 0.2586278 = 483.32 a month; total 483.32 * 60 + 3,000 down = 31,999.20
    const estimate = estimateFinance({ price: 30000, downPayment: 3000, tradeIn: 2000, apr: 6, term: 60 });
    expect(estimate).toEqual({ monthly: 483.32, dueAtSigning: 3000, amountFinanced: 25000, totalPaid: 31999.2, residual: 0 });
  });

  it('matches a second worked example: $10,000 at 12 % over 12 months', () => {
    // r = 0.01; (1.01)^-12 = 0.8874492; 1 - 0.8874492 = 0.1125508; 10,000 * 0.01 / 0.1125508 = 888.49
    expect(amortizedPayment(10000, 12, 12)).toBeCloseTo(888.4879, 3);
    expect(estimateFinance({ price: 10000, downPayment: 0, tradeIn: 0, apr: 12, term: 12 }).monthly).toBe(888.49);
  });

  it('divides evenly at 0 % APR: $24,000 over 48 months is $500', () => {
    expect(estimateFinance({ price: 26000, downPayment: 2000, tradeIn: 0, apr: 0, term: 48 }).monthly).toBe(500);
  });

  it('names every invalid field and refuses to estimate', () => {
    const input = { price: 30000, downPayment: -1, tradeIn: Number.NaN, apr: 45, term: 0 };
    expect(financeInputErrors(input)).toEqual(['term', 'downPayment', 'tradeIn', 'apr']);
    let thrown: unknown;
    try {
      estimateFinance(input);
    } catch (error) {
      thrown = error;
    }
    expect(paymentInputErrorsOf(thrown)).toEqual(['term', 'downPayment', 'tradeIn', 'apr']);
    expect(paymentInputErrorsOf(new Error('other'))).toBeNull();
  });

  it('refuses a down payment and trade-in that cover the price', () => {
    expect(financeInputErrors({ price: 20000, downPayment: 15000, tradeIn: 5000, apr: 5, term: 60 })).toEqual(['downExceedsPrice']);
  });
});

describe('estimateLease ((cap - residual)/n + (cap + residual) * MF)', () => {
  it('matches a worked example: $40,000, $2,000 down, 60 % residual, MF 0.0025, 36 months', () => {
    // cap cost = 40,000 - 2,000 = 38,000; residual = 40,000 * 0.60 = 24,000
    // depreciation fee = (38,000 - 24,000) / 36 = 388.888...
    // finance fee = (38,000 + 24,000) * 0.0025 = 155
    // monthly = 543.888... = 543.89; total = 543.89 * 36 + 2,000 = 21,580.04
    const estimate = estimateLease({ price: 40000, downPayment: 2000, tradeIn: 0, moneyFactor: 0.0025, residualPercent: 60, term: 36 });
    expect(estimate).toEqual({ monthly: 543.89, dueAtSigning: 2000, amountFinanced: 38000, totalPaid: 21580.04, residual: 24000 });
  });

  it('counts the trade-in against the capitalized cost', () => {
    // cap = 30,000 - 0 - 3,000 = 27,000; residual 50 % = 15,000; (12,000)/24 = 500; 42,000 * 0.002 = 84
    expect(estimateLease({ price: 30000, downPayment: 0, tradeIn: 3000, moneyFactor: 0.002, residualPercent: 50, term: 24 }).monthly).toBe(584);
  });

  it('refuses a residual or money factor out of range and a cap cost below the residual', () => {
    expect(leaseInputErrors({ price: 30000, downPayment: 0, tradeIn: 0, moneyFactor: 0.2, residualPercent: 100, term: 36 })).toEqual([
      'moneyFactor',
      'residual',
    ]);
    expect(() => estimateLease({ price: 30000, downPayment: 20000, tradeIn: 0, moneyFactor: 0.002, residualPercent: 60, term: 36 })).toThrow(
      /downExceedsPrice/,
    );
  });
});

describe('estimateCash', () => {
  it('pays the price less the trade-in once', () => {
    expect(estimateCash(31000, 4000)).toEqual({ monthly: 0, dueAtSigning: 27000, amountFinanced: 0, totalPaid: 27000, residual: 0 });
    expect(estimateCash(3000, 4000).dueAtSigning).toBe(0);
    expect(() => estimateCash(0)).toThrow(/price/);
  });
});

describe('paymentDefaultsFor', () => {
  it('gives regional starting values and the national ones for an unknown region', () => {
    expect(paymentDefaultsFor('50')).toMatchObject({ apr: 5.9, moneyFactor: 0.0024, residualPercent: 58, financeTerm: 60, leaseTerm: 36 });
    expect(paymentDefaultsFor(10).apr).toBe(6.4);
    expect(paymentDefaultsFor(null)).toEqual(paymentDefaultsFor('999'));
  });
});
