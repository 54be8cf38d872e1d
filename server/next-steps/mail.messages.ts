/**
 * Texts of the mails the server sends (shares, quotes, model-interest leads), in the shared message
 * catalogues: `npm run messages:extract` (formatjs) reads the English texts from here into
 * locales/en.json, as it does the page's; locales/es.json holds the Spanish. formatjs's extractor
 * reads any call named `defineMessages`; the server has no react-intl, so this one is an identity.
 */
interface MailMessage {
  id: string;
  defaultMessage: string;
  description: string;
}

const defineMessages = <T extends Record<string, MailMessage>>(messages: T): T => messages;

export const mailMessages = defineMessages({
  buildAccessory: { id: 'mail.build.accessory', defaultMessage: 'Accessory', description: 'Mail build table: label of an accessory line' },
  buildDealerInstalled: { id: 'mail.build.dealerInstalled', defaultMessage: '{title} (dealer-installed)', description: 'Mail build table: an item the dealer installs' },
  buildExterior: { id: 'mail.build.exterior', defaultMessage: 'Exterior color', description: 'Mail build table: label of the exterior colour line' },
  buildInterior: { id: 'mail.build.interior', defaultMessage: 'Interior color', description: 'Mail build table: label of the interior colour line' },
  buildPackage: { id: 'mail.build.package', defaultMessage: 'Package or option', description: 'Mail build table: label of a package line' },
  buildTrim: { id: 'mail.build.trim', defaultMessage: 'Trim', description: 'Mail build table: label of the trim line (with its base price)' },
  buildWheels: { id: 'mail.build.wheels', defaultMessage: 'Wheels', description: 'Mail build table: label of the wheels line' },
  disclaimer: { id: 'mail.disclaimer', defaultMessage: 'Prices are manufacturer\'s suggested retail prices and exclude taxes, title, license and dealer charges. Sample content for a demonstration.', description: 'Small print under the prices of a mailed build' },
  link: { id: 'mail.link', defaultMessage: 'Open this build', description: 'Link from a mail to the build in the configurator' },
  priceBase: { id: 'mail.price.base', defaultMessage: 'Base MSRP', description: 'Mail price summary: base MSRP' },
  priceDph: { id: 'mail.price.dph', defaultMessage: 'Delivery, Processing and Handling', description: 'Mail price summary: the delivery, processing and handling fee (spec fee label)' },
  priceHeading: { id: 'mail.price.heading', defaultMessage: 'Price summary', description: 'Heading of the price summary in a mail' },
  priceTotal: { id: 'mail.price.total', defaultMessage: 'Total MSRP', description: 'Mail price summary: total MSRP' },
  priceTotalCost: { id: 'mail.price.totalCost', defaultMessage: 'Total with dealer-installed accessories', description: 'Mail price summary: total with dealer-installed accessories' },
  quoteIntro: { id: 'mail.quote.intro', defaultMessage: 'Thank you, {firstName}. {dealer} has your quote request and will contact you.', description: 'First line of the quote confirmation mail' },
  quoteModel: { id: 'mail.quote.model', defaultMessage: 'Vehicle of interest: {vehicle}', description: 'Quote mail for a model of interest (no-inventory page): the vehicle' },
  quoteModelLink: { id: 'mail.quote.modelLink', defaultMessage: 'Build and price yours', description: 'Quote mail for a model of interest: link to build and price the model' },
  quoteReference: { id: 'mail.quote.reference', defaultMessage: 'Your reference: {reference}', description: 'Quote mail: the request reference' },
  quoteVin: { id: 'mail.quote.vin', defaultMessage: 'Vehicle: VIN {vin}', description: 'Quote mail for one inventory vehicle (Check availability): its VIN' },
  quoteSubject: { id: 'mail.quote.subject', defaultMessage: 'Your quote request {reference}', description: 'Subject of the quote confirmation mail' },
  shareComment: { id: 'mail.share.comment', defaultMessage: 'Their message:', description: 'Share mail: label before the sender\'s comment' },
  shareIntro: { id: 'mail.share.intro', defaultMessage: 'Someone shared this vehicle build with you.', description: 'First line of the share-a-build mail' },
  shareSubject: { id: 'mail.share.subject', defaultMessage: 'A {vehicle} build was shared with you', description: 'Subject of the share-a-build mail' },
});
