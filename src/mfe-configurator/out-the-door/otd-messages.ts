import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Strings of the out-the-door estimate (issue 28); the mail renderer reads the same ids from locales/*.json. */
const defs = defineMessages({
  askZip: { id: "otd.askZip", defaultMessage: "Enter your ZIP Code to see an out-the-door estimate.", description: "Out-the-door estimate: askZip" },
  basis_build: { id: "otd.basis.build", defaultMessage: "From your build", description: "Out-the-door estimate: basis.build" },
  basis_noSalesTax: { id: "otd.basis.noSalesTax", defaultMessage: "{state} has no general sales tax", description: "Out-the-door estimate: basis.noSalesTax" },
  basis_rate: { id: "otd.basis.rate", defaultMessage: "{rate} of {base}", description: "Out-the-door estimate: basis.rate" },
  basis_rateCap: { id: "otd.basis.rateCap", defaultMessage: "{rate} of {base}, at most {cap}", description: "Out-the-door estimate: basis.rateCap" },
  basis_stateCap: { id: "otd.basis.stateCap", defaultMessage: "Most a dealer may charge in {state}", description: "Out-the-door estimate: basis.stateCap" },
  basis_total: { id: "otd.basis.total", defaultMessage: "Sum of the lines above", description: "Out-the-door estimate: basis.total" },
  column_amount: { id: "otd.column.amount", defaultMessage: "Amount", description: "Out-the-door estimate: column.amount" },
  column_basis: { id: "otd.column.basis", defaultMessage: "Basis", description: "Out-the-door estimate: column.basis" },
  column_item: { id: "otd.column.item", defaultMessage: "Item", description: "Out-the-door estimate: column.item" },
  enterZip: { id: "otd.enterZip", defaultMessage: "Enter ZIP Code", description: "Out-the-door estimate: enterZip" },
  error: { id: "otd.error", defaultMessage: "The estimate is not available right now.", description: "Out-the-door estimate: error" },
  financeFrom: { id: "otd.financeFrom", defaultMessage: "Start from the out-the-door estimate ({amount})", description: "Out-the-door estimate: financeFrom" },
  intro: { id: "otd.intro", defaultMessage: "What you would pay to drive this build away in {state}, line by line. An estimate: your dealer's figures may differ.", description: "Out-the-door estimate: intro" },
  line_dealer_accessories: { id: "otd.line.dealer-accessories", defaultMessage: "Dealer-installed accessories", description: "Out-the-door estimate: line.dealer-accessories" },
  line_documentation_fee: { id: "otd.line.documentation-fee", defaultMessage: "Documentation fee", description: "Out-the-door estimate: line.documentation-fee" },
  line_incentives: { id: "otd.line.incentives", defaultMessage: "Incentives", description: "Out-the-door estimate: line.incentives" },
  line_msrp: { id: "otd.line.msrp", defaultMessage: "Total MSRP (with Delivery, Processing and Handling)", description: "Out-the-door estimate: line.msrp" },
  line_registration: { id: "otd.line.registration", defaultMessage: "Vehicle license fee (registration)", description: "Out-the-door estimate: line.registration" },
  line_total: { id: "otd.line.total", defaultMessage: "Estimated total", description: "Out-the-door estimate: line.total" },
  loading: { id: "otd.loading", defaultMessage: "Estimating for {zip}…", description: "Out-the-door estimate: loading" },
  omitted_distributor: { id: "otd.omitted.distributor", defaultMessage: "{region} region: the distributor's added equipment and charges vary by dealer and have no published figure.", description: "Out-the-door estimate: omitted.distributor" },
  omitted_documentationFee: { id: "otd.omitted.documentationFee", defaultMessage: "Documentation fee: each dealer in {state} sets its own.", description: "Out-the-door estimate: omitted.documentationFee" },
  omitted_heading: { id: "otd.omitted.heading", defaultMessage: "Not included", description: "Out-the-door estimate: omitted.heading" },
  omitted_incentives: { id: "otd.omitted.incentives", defaultMessage: "Incentives: none on file.", description: "Out-the-door estimate: omitted.incentives" },
  omitted_localTaxes: { id: "otd.omitted.localTaxes", defaultMessage: "City, county and district taxes: they vary by address.", description: "Out-the-door estimate: omitted.localTaxes" },
  omitted_registration: { id: "otd.omitted.registration", defaultMessage: "Title and registration fees in {state}: no sourced figure.", description: "Out-the-door estimate: omitted.registration" },
  omitted_vehicleTax: { id: "otd.omitted.vehicleTax", defaultMessage: "Sales or vehicle tax in {state}: no sourced figure.", description: "Out-the-door estimate: omitted.vehicleTax" },
  region: { id: "otd.region", defaultMessage: "Out-the-door estimate for {zip}", description: "Name of the out-the-door estimate region, with the ZIP" },
  source: { id: "otd.source", defaultMessage: "Source: {host}", description: "Out-the-door estimate: source" },
  tax_document_fee: { id: "otd.tax.document-fee", defaultMessage: "Motor vehicle document fee", description: "Out-the-door estimate: tax.document-fee" },
  tax_excise: { id: "otd.tax.excise", defaultMessage: "Motor vehicle excise tax", description: "Out-the-door estimate: tax.excise" },
  tax_highway_use: { id: "otd.tax.highway-use", defaultMessage: "Highway use tax", description: "Out-the-door estimate: tax.highway-use" },
  tax_infrastructure_fee: { id: "otd.tax.infrastructure-fee", defaultMessage: "Infrastructure maintenance fee", description: "Out-the-door estimate: tax.infrastructure-fee" },
  tax_motor_vehicle_sales: { id: "otd.tax.motor-vehicle-sales", defaultMessage: "Motor vehicle sales tax", description: "Out-the-door estimate: tax.motor-vehicle-sales" },
  tax_privilege: { id: "otd.tax.privilege", defaultMessage: "Vehicle privilege tax", description: "Out-the-door estimate: tax.privilege" },
  tax_sales: { id: "otd.tax.sales", defaultMessage: "Sales tax", description: "Out-the-door estimate: tax.sales" },
  tax_title_ad_valorem: { id: "otd.tax.title-ad-valorem", defaultMessage: "Title ad valorem tax", description: "Out-the-door estimate: tax.title-ad-valorem" },
  tax_usage: { id: "otd.tax.usage", defaultMessage: "Motor vehicle usage tax", description: "Out-the-door estimate: tax.usage" },
});

/** By id, for the domain's describeOtd (it names messages by id). */
export const otdMessagesById: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(Object.values(defs).map((d: MessageDescriptor) => [d.id as string, d]));
export const otdMessages: Record<keyof typeof defs, MessageDescriptor> = defs;
