import { defineMessages } from 'react-intl';

/** The apology page's texts, apart from the region screen's: the page ships with the gate, the screen loads on demand. */
export const apologyMessages = defineMessages({
  title: { id: 'apology.title', defaultMessage: 'Our apologies', description: 'Heading of the orchestration error page' },
  technical: {
    id: 'apology.technical',
    defaultMessage: 'We are having some technical difficulties.',
    description: 'Technical-difficulties text of the apology page',
  },
  tryAgain: {
    id: 'apology.tryAgain',
    defaultMessage: 'Please try again later. In the meantime, you can:',
    description: 'Try-again text of the apology page, followed by three choices',
  },
  choices: { id: 'apology.choices', defaultMessage: 'What you can do', description: 'Accessible name of the list of three choices' },
  dealers: { id: 'apology.tile.dealers', defaultMessage: 'Find a Dealer', description: 'Apology page tile linking to the dealer locator' },
  deals: { id: 'apology.tile.deals', defaultMessage: 'Find Deals', description: 'Apology page tile linking to local specials' },
  home: { id: 'apology.tile.home', defaultMessage: 'Return to Homepage', description: 'Apology page tile linking to the homepage' },
});
