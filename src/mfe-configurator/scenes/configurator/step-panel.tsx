import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildStepName, DetailOverlay } from '../../../domain/entities';
import { ChoiceCheckboxes } from '../../components/choice-checkboxes';
import { ChoiceGroup } from '../../components/choice-group';
import { sceneMessages } from './configurator-messages';
import type { ConfiguratorActions, ConfiguratorModel } from './configurator-model';
import { accessoryGroups, colorChoices, packageChoices, trimLevelChoices, type Choice } from './step-options';

export interface StepPanelProps {
  step: BuildStepName;
  model: ConfiguratorModel;
  actions: Pick<ConfiguratorActions, 'select' | 'showDetail'>;
}

/** The choices of one build step, with its sub-steps as titled groups. */
export function StepPanel({ step, model, actions }: StepPanelProps) {
  const intl = useIntl();
  const groupId = usePageId();
  const { config, build, gradeTrims, busy } = model;
  const pick = (choice: Choice) => actions.select({ itemType: choice.itemType, itemCode: choice.code, changeType: 'ADD' });
  const toggle = (choice: Choice) =>
    actions.select({ itemType: choice.itemType, itemCode: choice.code, changeType: choice.selected ? 'REMOVE' : 'ADD' });
  const details = (choice: Choice) => {
    const overlay: DetailOverlay | null =
      choice.itemType === 'PACKAGE'
        ? (() => {
            const data = config.packages.find((p) => p.code === choice.code);
            return data ? { type: 'package', data } : null;
          })()
        : (() => {
            const data = config.accessories.find((a) => a.code === choice.code);
            return data ? { type: 'accessory', data } : null;
          })();
    if (overlay) actions.showDetail(overlay);
  };
  const radios = (legend: string, choices: Choice[], variant: 'cards' | 'swatches' = 'cards') =>
    choices.length > 0 ? <ChoiceGroup legend={legend} choices={choices} variant={variant} onPick={pick} busy={busy} /> : null;
  const empty = <p>{intl.formatMessage(sceneMessages.nothingToChoose)}</p>;

  switch (step) {
    case 'cab':
      return radios(intl.formatMessage(sceneMessages.cabBed), trimLevelChoices(config, 'CAB_BED', gradeTrims)) ?? empty;
    case 'seating':
      return radios(intl.formatMessage(sceneMessages.seating), trimLevelChoices(config, 'SEATING', gradeTrims)) ?? empty;
    case 'color':
      return (
        <>
          {radios(intl.formatMessage(sceneMessages.exteriorColor), colorChoices(config, build, 'exterior', gradeTrims), 'swatches')}
          {radios(intl.formatMessage(sceneMessages.interiorColor), colorChoices(config, build, 'interior', gradeTrims), 'swatches')}
        </>
      );
    case 'powertrain':
      return (
        <>
          {radios(intl.formatMessage(sceneMessages.engine), trimLevelChoices(config, 'ENGINE', gradeTrims))}
          {radios(intl.formatMessage(sceneMessages.drivetrain), trimLevelChoices(config, 'DRIVE', gradeTrims))}
          {radios(intl.formatMessage(sceneMessages.transmission), trimLevelChoices(config, 'TRANSMISSION', gradeTrims))}
        </>
      );
    case 'packages':
    case 'options': {
      const choices = packageChoices(config, build, step === 'packages' ? 'PACKAGE' : 'OPTION', gradeTrims);
      if (choices.length === 0) return empty;
      const legend = intl.formatMessage(sceneMessages[step === 'packages' ? 'packagesLegend' : 'optionsLegend']);
      return <ChoiceCheckboxes legend={legend} choices={choices} onToggle={toggle} onDetails={details} busy={busy} />;
    }
    case 'accessories': {
      const groups = accessoryGroups(config, build, gradeTrims).map((group, index) => ({
        ...group,
        id: `${groupId}-acc-${index}`,
        legend: group.popular ? intl.formatMessage(sceneMessages.popular) : group.name || intl.formatMessage(sceneMessages.otherAccessories),
      }));
      if (groups.length === 0) return empty;
      // The accessories nav: jump to a subsection and land on its first checkbox.
      const jump = (id: string) => {
        const group = document.getElementById(id);
        group?.scrollIntoView?.({ block: 'start' });
        group?.querySelector<HTMLInputElement>('input')?.focus();
      };
      return (
        <>
          <nav aria-label={intl.formatMessage(sceneMessages.accessoriesNav)}>
            <ul className="cfg-steps">
              {groups.map((group) => (
                <li key={group.id}>
                  <button type="button" className="cfg-link-button" onClick={() => jump(group.id)}>
                    {group.legend}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <div key={group.id} id={group.id}>
              <ChoiceCheckboxes legend={group.legend} choices={group.choices} onToggle={toggle} onDetails={details} busy={busy} />
            </div>
          ))}
        </>
      );
    }
    default:
      return empty;
  }
}
