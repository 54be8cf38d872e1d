import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useConfigurator } from '../../machine/use-configurator';

const defs = defineMessages({
  heading: { id: 'configurator.simulator.heading', defaultMessage: 'Simulator', description: 'Heading of the simulator scene' },
  back: { id: 'configurator.simulator.back', defaultMessage: 'Back to vehicles', description: 'Simulator button returning to the model scene' },
});
const messages: Record<keyof typeof defs, MessageDescriptor> = defs;

/**
 * The simulator route (/sim/). Minimal by the configurator-scene engineer so the router has every
 * scene; its owner builds the custom selects and forms for model, trim, configurator and conflict.
 */
export default function SimulatorScene() {
  const intl = useIntl();
  const { send } = useConfigurator();
  return (
    <section className="cfg-scene">
      <h1>{intl.formatMessage(messages.heading)}</h1>
      <button type="button" className="cfg-button" onClick={() => send({ type: 'user.backToModel' })}>
        {intl.formatMessage(messages.back)}
      </button>
    </section>
  );
}
