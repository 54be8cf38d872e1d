import { z } from 'zod';

/**
 * Explicit compatibility rules of one catalog file. Rules name items by CODE (the codes the
 * shopper's API config carries: packageCodes, accessoryCodes, exteriorColorCode...), grades by
 * grade id. Availability per trim (what may be offered at all) lives on the trim; these rules say
 * how offered items constrain each other. Engineer D compiles both into the rules engine.
 */

const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'expected a code: letters, digits, . _ -');
const codes = z.array(code).min(1);

/** Item types of product.md section 4 ("Selection") plus GRADE, TRIM and WHEELS for combination tables. */
export const catalogItemTypeSchema = z.enum([
  'EXTERIOR_COLOR',
  'INTERIOR_COLOR',
  'PACKAGE',
  'ACCESSORY',
  'CAB_BED',
  'ENGINE',
  'DRIVE',
  'TRANSMISSION',
  'SEATING',
  'GRADE',
  'TRIM',
  'WHEELS',
]);
export type CatalogItemType = z.infer<typeof catalogItemTypeSchema>;

/** Selecting `package` needs the packages in `requires`: all of them, or at least one when mode is 'anyOf'. */
export const packageRequiresRuleSchema = z.object({
  package: code,
  requires: codes,
  mode: z.enum(['allOf', 'anyOf']).default('allOf'),
  reason: z.string().optional(),
});

/** `package` and each package in `excludes` never go together (symmetric). */
export const packageExcludesRuleSchema = z.object({
  package: code,
  excludes: codes,
  reason: z.string().optional(),
});

/** Selecting `package` adds these accessories at no extra cost (they are part of the package). */
export const packageIncludesRuleSchema = z.object({
  package: code,
  accessories: codes,
});

/**
 * `accessory` is only available when at least one of `packages` is selected (if given) AND the
 * trim's grade is one of `grades` (if given). At least one of the two lists is present.
 */
export const accessoryRequiresRuleSchema = z
  .object({
    accessory: code,
    packages: codes.optional(),
    grades: codes.optional(),
    reason: z.string().optional(),
  })
  .refine((r) => r.packages !== undefined || r.grades !== undefined, {
    message: 'an accessory rule needs packages or grades',
  });

/** `accessory` and each accessory in `excludes` never go together (symmetric), e.g. two bed covers. */
export const accessoryExcludesRuleSchema = z.object({
  accessory: code,
  excludes: codes,
});

/**
 * Allowed colour pairs: on the listed grades (all grades when omitted), exterior colour `exterior`
 * goes only with the interior colours in `interiors`. Exteriors without a pair rule take any interior
 * the trim offers.
 */
export const colorPairRuleSchema = z.object({
  exterior: code,
  interiors: codes,
  grades: codes.optional(),
});

/** A colour that only some grades offer (trims of other grades must not list it). */
export const colorGradeRuleSchema = z.object({
  kind: z.enum(['EXTERIOR_COLOR', 'INTERIOR_COLOR']),
  color: code,
  grades: codes,
});

/**
 * Generic allowed-combination table: across `attributes` (item types), only the listed tuples
 * of codes go together. Each row has one code per attribute, in order.
 */
export const combinationRuleSchema = z
  .object({
    id: code,
    attributes: z.array(catalogItemTypeSchema).min(2),
    allowed: z.array(z.array(code)).min(1),
    reason: z.string().optional(),
  })
  .superRefine((r, ctx) => {
    r.allowed.forEach((row, i) => {
      if (row.length !== r.attributes.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['allowed', i],
          message: `row has ${row.length} codes but there are ${r.attributes.length} attributes`,
        });
      }
    });
  });

export const catalogRulesSchema = z.object({
  packageRequires: z.array(packageRequiresRuleSchema).default([]),
  packageExcludes: z.array(packageExcludesRuleSchema).default([]),
  packageIncludes: z.array(packageIncludesRuleSchema).default([]),
  accessoryRequires: z.array(accessoryRequiresRuleSchema).default([]),
  accessoryExcludes: z.array(accessoryExcludesRuleSchema).default([]),
  colorPairs: z.array(colorPairRuleSchema).default([]),
  colorGrades: z.array(colorGradeRuleSchema).default([]),
  combinations: z.array(combinationRuleSchema).default([]),
});

export type CatalogRules = z.infer<typeof catalogRulesSchema>;
