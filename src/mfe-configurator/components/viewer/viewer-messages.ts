import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Messages of the vehicle viewer (turning, thumbnails, full screen, luxury scenes). */
const defs = defineMessages({
  turn: { id: 'configurator.viewer.turn', defaultMessage: 'Turn the vehicle', description: 'Accessible name of the vehicle image that turns by drag, swipe or arrow keys' },
  turnHint: { id: 'configurator.viewer.turnHint', defaultMessage: 'Drag, swipe or use the arrow keys to turn', description: 'Hint under the vehicle viewer' },
  angles: { id: 'configurator.viewer.angles', defaultMessage: 'Angles', description: 'Accessible name of the list of angle thumbnails' },
  angleOf: { id: 'configurator.viewer.angleOf', defaultMessage: 'Angle {index} of {count}', description: 'Current exterior angle of the turning vehicle image (slider value, caption) and the name of an angle thumbnail' },
  fullScreen: { id: 'configurator.viewer.fullScreen', defaultMessage: 'Full screen', description: 'Button opening the vehicle viewer full screen' },
  fullScreenTitle: { id: 'configurator.viewer.fullScreenTitle', defaultMessage: '{vehicle}, {view}', description: 'Heading of the full-screen viewer: vehicle and exterior/interior' },
  zoomIn: { id: 'configurator.viewer.zoomIn', defaultMessage: 'Zoom in', description: 'Full-screen viewer button: enlarge the image' },
  zoomOut: { id: 'configurator.viewer.zoomOut', defaultMessage: 'Zoom out', description: 'Full-screen viewer button: make the image smaller' },
  zoomHint: { id: 'configurator.viewer.zoomHint', defaultMessage: 'Click or pinch the picture to zoom there', description: 'Full-screen viewer hint at the whole picture' },
  panHint: { id: 'configurator.viewer.panHint', defaultMessage: 'Drag or use the arrow keys to look around', description: 'Full-screen viewer hint while zoomed in: how to pan' },
  loading: { id: 'configurator.viewer.loading', defaultMessage: 'Loading the picture…', description: 'Status on the vehicle picture while the picture of a new colour loads (the old one still shows)' },
  zoomLevel: { id: 'configurator.viewer.zoomLevel', defaultMessage: 'Zoom {percent}%', description: 'Full-screen viewer: current zoom level' },
  bgStudio: { id: 'configurator.viewer.background.studio', defaultMessage: 'Studio', description: 'Luxury scene background: photo studio' },
  bgCity: { id: 'configurator.viewer.background.city', defaultMessage: 'City', description: 'Luxury scene background: city street' },
  bgCoast: { id: 'configurator.viewer.background.coast', defaultMessage: 'Coast', description: 'Luxury scene background: coastal road' },
  bgMountain: { id: 'configurator.viewer.background.mountain', defaultMessage: 'Mountain', description: 'Luxury scene background: mountain road' },
  timeDay: { id: 'configurator.viewer.time.day', defaultMessage: 'Day', description: 'Luxury scene time of day: daytime' },
  timeDusk: { id: 'configurator.viewer.time.dusk', defaultMessage: 'Dusk', description: 'Luxury scene time of day: dusk' },
  timeNight: { id: 'configurator.viewer.time.night', defaultMessage: 'Night', description: 'Luxury scene time of day: night' },
});

export const viewerMessages: Record<keyof typeof defs, MessageDescriptor> = defs;

/** Labels of the scene types the image service draws, by type; an unknown type shows as sent. */
export const sceneLabels: Readonly<Record<string, MessageDescriptor>> = {
  studio: defs.bgStudio,
  city: defs.bgCity,
  coast: defs.bgCoast,
  mountain: defs.bgMountain,
  day: defs.timeDay,
  dusk: defs.timeDusk,
  night: defs.timeNight,
};
