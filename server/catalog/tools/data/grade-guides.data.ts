/**
 * Help choosing a grade (issue 27): whom each grade suits and the two or three things it adds over
 * the grade below it (the next cheaper grade of the same series-year, the order the cards show).
 * The adds are keyed by that grade's id, so a card never claims to add something over the wrong
 * grade: the Prius Limited adds one thing over the 2025 Nightshade and another over the 2024 XLE.
 * Sample content, in English and Spanish.
 */
export interface GradeGuide {
  suits: [en: string, es: string];
  /** What the grade adds, by the id of the grade below it (a file may have another grade below: prelive, an older year). */
  adds?: Readonly<Record<string, Array<[en: string, es: string]>>>;
}

type Guides = Readonly<Record<string, Readonly<Record<string, GradeGuide>>>>;

const tacomaGas: Record<string, GradeGuide> = {
  sr: { suits: ['For work and first trucks: the essentials at the lowest price.', 'Para el trabajo y la primera camioneta: lo esencial al precio más bajo.'] },
  sr5: { suits: ['For daily driving with family or crew in more comfort.', 'Para el día a día con la familia o el equipo, con más comodidad.'], adds: { sr: [['17-in. alloy wheels', 'Rines de aleación de 17 pulg.'], ['Available Technology and Cold Weather packages', 'Paquetes de Tecnología y para Clima Frío disponibles'], ['Double Cab with a 6-ft bed available', 'Double Cab con caja de 6 pies disponible']] } },
  trdprerunner: { suits: ['For off-road looks with the economy of rear-wheel drive.', 'Para el estilo todoterreno con la economía de la tracción trasera.'], adds: { sr5: [['Raised off-road stance', 'Postura elevada todoterreno'], ['XtraCab with a 6-ft bed', 'XtraCab con caja de 6 pies']] } },
  trdsport: { suits: ['For drivers who want a sporty truck on the road.', 'Para quien quiere una camioneta deportiva en el camino.'], adds: { trdprerunner: [['Sport-tuned suspension', 'Suspensión de ajuste deportivo'], ['18-in. wheels', 'Rines de 18 pulg.'], ['Available Premium Package', 'Paquete Premium disponible']] } },
  trdoffroad: { suits: ['For trails, camping and rough roads.', 'Para senderos, campamentos y caminos difíciles.'], adds: { trdsport: [['Locking rear differential', 'Diferencial trasero con bloqueo'], ['Multi-Terrain Select and Crawl Control', 'Multi-Terrain Select y Crawl Control'], ['Off-road tuned suspension', 'Suspensión ajustada para todoterreno']] } },
  xrunner: { suits: ['For street performance fans (preview).', 'Para quien busca desempeño en la calle (vista previa).'], adds: { trdoffroad: [['Lowered street-tuned suspension', 'Suspensión rebajada para la calle'], ['Sport seats', 'Asientos deportivos']] } },
  limited: { suits: ['For buyers who want every comfort in a truck.', 'Para quien quiere todas las comodidades en una camioneta.'], adds: {
    trdoffroad: [['Leather-trimmed heated and ventilated seats', 'Asientos de piel con calefacción y ventilación'], ['20-in. wheels', 'Rines de 20 pulg.'], ['14-in. touchscreen standard', 'Pantalla táctil de 14 pulg. de serie']],
    xrunner: [['Leather-trimmed heated and ventilated seats', 'Asientos de piel con calefacción y ventilación'], ['Four-wheel drive', 'Tracción en las cuatro ruedas'], ['20-in. wheels', 'Rines de 20 pulg.']],
  } },
};

const tacomaHybrid: Record<string, GradeGuide> = {
  trdsportifm: { suits: ['For more torque on the road and when towing.', 'Para más torque en el camino y al remolcar.'] },
  trdoffroadifm: { suits: ['For trails with hybrid torque at low speed.', 'Para senderos con el torque híbrido a baja velocidad.'], adds: { trdsportifm: [['Locking rear differential', 'Diferencial trasero con bloqueo'], ['Multi-Terrain Select and Crawl Control', 'Multi-Terrain Select y Crawl Control']] } },
  limitedifm: { suits: ['For comfort first, with hybrid power.', 'Para quien pone la comodidad primero, con potencia híbrida.'], adds: { trdoffroadifm: [['Leather-trimmed heated and ventilated seats', 'Asientos de piel con calefacción y ventilación'], ['20-in. wheels', 'Rines de 20 pulg.'], ['14-in. touchscreen standard', 'Pantalla táctil de 14 pulg. de serie']] } },
  trdpro: { suits: ['For serious off-road driving at speed.', 'Para el todoterreno exigente a velocidad.'], adds: { limitedifm: [['FOX QS3 shocks', 'Amortiguadores FOX QS3'], ['IsoDynamic Performance Seats', 'Asientos IsoDynamic Performance'], ['TRD Pro skid plates', 'Placas protectoras TRD Pro']] } },
  trailhunter: { suits: ['For overlanding: long trips far from pavement.', 'Para el overlanding: viajes largos lejos del pavimento.'], adds: { trdpro: [['Old Man Emu suspension', 'Suspensión Old Man Emu'], ['ARB rock rails and bed rack', 'Estribos ARB y rack para la caja'], ['Snorkel-style air intake', 'Toma de aire tipo esnórquel']] } },
};

const rav4: Record<string, GradeGuide> = {
  le: { suits: ['For commuters who want a practical SUV at the best price.', 'Para quien va al trabajo y quiere una SUV práctica al mejor precio.'] },
  xle: { suits: ['For families who want more comfort every day.', 'Para familias que quieren más comodidad cada día.'], adds: { le: [['Dual-zone automatic climate control', 'Control de clima automático de dos zonas'], ['Alloy wheels', 'Rines de aleación'], ['Available all-wheel drive', 'Tracción en todas las ruedas disponible']] } },
  xlepremium: { suits: ['For drivers who want a touch of luxury.', 'Para quien quiere un toque de lujo.'], adds: { xle: [['SofTex-trimmed seats', 'Asientos con tapicería SofTex'], ['Power moonroof', 'Quemacocos eléctrico'], ['Power liftgate', 'Puerta trasera eléctrica']] } },
  adventure: { suits: ['For weekend adventures on gravel and snow.', 'Para aventuras de fin de semana en grava y nieve.'], adds: { xlepremium: [['Torque-vectoring all-wheel drive', 'Tracción en todas las ruedas con vectorización de torque'], ['Rugged styling and roof rails', 'Estilo robusto y rieles en el techo']] } },
  limited: { suits: ['For drivers who want every comfort.', 'Para quien quiere todas las comodidades.'], adds: { adventure: [['Heated and ventilated front seats', 'Asientos delanteros con calefacción y ventilación'], ['10.5-in. touchscreen', 'Pantalla táctil de 10.5 pulg.'], ['19-in. wheels', 'Rines de 19 pulg.']] } },
  trdoffroad: { suits: ['For trails and rough roads.', 'Para senderos y caminos difíciles.'], adds: { limited: [['TRD-tuned suspension', 'Suspensión ajustada por TRD'], ['All-terrain tires', 'Llantas todo terreno']] } },
};

const rav4Hybrid: Record<string, GradeGuide> = {
  le: { suits: ['For fuel-sippers who want hybrid all-wheel drive at the best price.', 'Para quien ahorra combustible y quiere tracción híbrida en todas las ruedas al mejor precio.'] },
  se: { suits: ['For drivers who like a sportier feel.', 'Para quien prefiere un manejo más deportivo.'], adds: { le: [['Sport-tuned suspension', 'Suspensión de ajuste deportivo'], ['18-in. alloy wheels', 'Rines de aleación de 18 pulg.']] } },
  xle: { suits: ['For families who want more comfort every day.', 'Para familias que quieren más comodidad cada día.'], adds: { se: [['Dual-zone automatic climate control', 'Control de clima automático de dos zonas'], ['Available power moonroof', 'Quemacocos eléctrico disponible']] } },
  woodland: { suits: ['For campers and trailheads.', 'Para campistas y rutas de senderismo.'], adds: { xle: [['All-terrain tires', 'Llantas todo terreno'], ['Roof basket', 'Canastilla en el techo']] } },
  xse: { suits: ['For style lovers who want the sportiest hybrid.', 'Para quien busca estilo en el híbrido más deportivo.'], adds: { woodland: [['Available two-tone paint', 'Pintura de dos tonos disponible'], ['Sport interior', 'Interior deportivo'], ['LED projector headlights', 'Faros delanteros LED de proyector']] } },
  limited: { suits: ['For drivers who want every comfort.', 'Para quien quiere todas las comodidades.'], adds: { xse: [['Leather-trimmed seats', 'Asientos con tapicería de piel'], ['Heated and ventilated front seats', 'Asientos delanteros con calefacción y ventilación']] } },
};

const rav4Prime: Record<string, GradeGuide> = {
  se: { suits: ['For electric commutes with a gas engine for trips.', 'Para ir al trabajo en eléctrico, con motor de gasolina para los viajes.'] },
  xse: { suits: ['For plug-in drivers who want the top equipment.', 'Para quien maneja un híbrido enchufable y quiere el mejor equipamiento.'], adds: { se: [['Two-tone paint', 'Pintura de dos tonos'], ['10.5-in. touchscreen', 'Pantalla táctil de 10.5 pulg.']] } },
};

const sienna: Record<string, GradeGuide> = {
  le: { suits: ['For big families: eight seats and hybrid economy.', 'Para familias grandes: ocho asientos y el ahorro híbrido.'] },
  xle: { suits: ['For families who want comfort on long trips.', 'Para familias que quieren comodidad en viajes largos.'], adds: { le: [['SofTex-trimmed seats', 'Asientos con tapicería SofTex'], ['Seven-seat layout available', 'Configuración de siete asientos disponible']] } },
  xse: { suits: ['For parents who want a sportier look.', 'Para padres que quieren un aspecto más deportivo.'], adds: { xle: [['20-in. wheels', 'Rines de 20 pulg.'], ['Sport-tuned suspension', 'Suspensión de ajuste deportivo']] } },
  woodland: { suits: ['For families heading to the mountains.', 'Para familias que van a la montaña.'], adds: { xse: [['All-wheel drive standard', 'Tracción en todas las ruedas de serie'], ['Raised ride height', 'Mayor altura al piso']] } },
  limited: { suits: ['For families who want premium comfort.', 'Para familias que quieren comodidad premium.'], adds: { woodland: [['Leather-trimmed seats', 'Asientos con tapicería de piel'], ['Hands-free power liftgate', 'Puerta trasera eléctrica manos libres']] } },
  platinum: { suits: ['For the most comfortable family trips.', 'Para los viajes en familia más cómodos.'], adds: { limited: [['Heated and ventilated seats', 'Asientos con calefacción y ventilación'], ['360-degree camera', 'Cámara de 360 grados'], ['Head-up display', 'Pantalla de proyección en el parabrisas']] } },
};

const prius: Record<string, GradeGuide> = {
  le: { suits: ['For the highest mpg at the lowest price.', 'Para el mejor rendimiento de combustible al precio más bajo.'] },
  xle: { suits: ['For drivers who want comfort with their economy.', 'Para quien quiere comodidad además del ahorro.'], adds: { le: [['SofTex-trimmed heated seats', 'Asientos con tapicería SofTex y calefacción'], ['19-in. wheels', 'Rines de 19 pulg.']] } },
  nightshade: { suits: ['For a darker, sportier look.', 'Para un aspecto más oscuro y deportivo.'], adds: { xle: [['Black-finish wheels', 'Rines con acabado negro'], ['Black badges and trim', 'Emblemas y molduras en negro']] } },
  limited: { suits: ['For the best-equipped Prius.', 'Para el Prius mejor equipado.'], adds: {
    nightshade: [['Ventilated front seats', 'Asientos delanteros ventilados'], ['12.3-in. touchscreen', 'Pantalla táctil de 12.3 pulg.'], ['Wider choice of paint', 'Más opciones de pintura']],
    xle: [['Ventilated front seats', 'Asientos delanteros ventilados'], ['12.3-in. touchscreen', 'Pantalla táctil de 12.3 pulg.']],
  } },
};

const mirai: Record<string, GradeGuide> = {
  xle: { suits: ['For hydrogen early adopters near a fueling station.', 'Para pioneros del hidrógeno con una estación de carga cerca.'] },
  limited: { suits: ['For a quiet luxury sedan with no tailpipe emissions.', 'Para un sedán de lujo silencioso y sin emisiones por el escape.'], adds: { xle: [['Leather-trimmed seats', 'Asientos con tapicería de piel'], ['Head-up display', 'Pantalla de proyección en el parabrisas'], ['20-in. wheels', 'Rines de 20 pulg.']] } },
};

const rx: Record<string, GradeGuide> = {
  rx350: { suits: ['For a refined midsize SUV at the best RX price.', 'Para una SUV mediana refinada al mejor precio de RX.'] },
  rx350h: { suits: ['For lower fuel bills with the same refinement.', 'Para gastar menos en combustible con el mismo refinamiento.'], adds: { rx350: [['Self-charging hybrid', 'Híbrido autorrecargable'], ['All-wheel drive standard', 'Tracción en todas las ruedas de serie']] } },
  rx350fsport: { suits: ['For drivers who enjoy winding roads.', 'Para quien disfruta de los caminos con curvas.'], adds: { rx350h: [['Adaptive suspension', 'Suspensión adaptable'], ['21-in. F SPORT wheels', 'Rines F SPORT de 21 pulg.'], ['F SPORT styling', 'Estilo F SPORT']] } },
  rx350luxury: { suits: ['For comfort first, in semi-aniline leather.', 'Para quien pone la comodidad primero, con piel semianilina.'], adds: { rx350fsport: [['Semi-aniline leather', 'Piel semianilina'], ['Ventilated front seats', 'Asientos delanteros ventilados']] } },
  rx500h: { suits: ['For the most powerful RX.', 'Para el RX más potente.'], adds: { rx350luxury: [['366-hp turbocharged hybrid', 'Híbrido turbo de 366 hp'], ['DIRECT4 all-wheel drive', 'Tracción en todas las ruedas DIRECT4']] } },
  rx450hplus: { suits: ['For electric commutes with luxury comfort.', 'Para ir al trabajo en eléctrico con comodidad de lujo.'], adds: { rx500h: [['Plug-in hybrid', 'Híbrido enchufable'], ['37 miles of electric range', '37 millas de autonomía eléctrica']] } },
};

const nx: Record<string, GradeGuide> = {
  nx250: { suits: ['For an efficient compact luxury SUV.', 'Para una SUV compacta de lujo y eficiente.'] },
  nx350: { suits: ['For more power in every season.', 'Para más potencia en cualquier estación.'], adds: { nx250: [['275-hp turbo engine', 'Motor turbo de 275 hp'], ['All-wheel drive standard', 'Tracción en todas las ruedas de serie']] } },
  nx350h: { suits: ['For city driving with hybrid economy.', 'Para manejar en la ciudad con el ahorro híbrido.'], adds: { nx350: [['Hybrid all-wheel drive', 'Tracción híbrida en todas las ruedas'], ['39 combined mpg', '39 mpg combinadas']] } },
  nx350fsport: { suits: ['For drivers who enjoy winding roads.', 'Para quien disfruta de los caminos con curvas.'], adds: { nx350h: [['Adaptive Variable Suspension', 'Suspensión Adaptive Variable'], ['F SPORT styling', 'Estilo F SPORT']] } },
  nx450hplus: { suits: ['For electric commutes with luxury comfort.', 'Para ir al trabajo en eléctrico con comodidad de lujo.'], adds: { nx350fsport: [['Plug-in hybrid', 'Híbrido enchufable'], ['37 miles of electric range', '37 millas de autonomía eléctrica']] } },
};

/** Guides by series id, then grade id. */
export const GRADE_GUIDES: Guides = {
  tacoma: tacomaGas, tacomahybrid: tacomaHybrid, rav4, rav4hybrid: rav4Hybrid, rav4prime: rav4Prime, sienna, prius, mirai, rx, nx,
};

/** The Spanish of every guide text, keyed by the English (merged into the catalog's Spanish). */
export const GRADE_GUIDES_ES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(GRADE_GUIDES).flatMap((series) => Object.values(series).flatMap((g) => [g.suits, ...Object.values(g.adds ?? {}).flat()])),
);
