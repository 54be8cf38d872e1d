/** US states, DC and territories by postal code, named in the page's language (the ZIP database gives the code). */
const NAMES: Readonly<Record<string, readonly [en: string, es: string]>> = {
  AL: ['Alabama', 'Alabama'], AK: ['Alaska', 'Alaska'], AZ: ['Arizona', 'Arizona'], AR: ['Arkansas', 'Arkansas'],
  CA: ['California', 'California'], CO: ['Colorado', 'Colorado'], CT: ['Connecticut', 'Connecticut'], DE: ['Delaware', 'Delaware'],
  DC: ['District of Columbia', 'Distrito de Columbia'], FL: ['Florida', 'Florida'], GA: ['Georgia', 'Georgia'], HI: ['Hawaii', 'Hawái'],
  ID: ['Idaho', 'Idaho'], IL: ['Illinois', 'Illinois'], IN: ['Indiana', 'Indiana'], IA: ['Iowa', 'Iowa'], KS: ['Kansas', 'Kansas'],
  KY: ['Kentucky', 'Kentucky'], LA: ['Louisiana', 'Luisiana'], ME: ['Maine', 'Maine'], MD: ['Maryland', 'Maryland'],
  MA: ['Massachusetts', 'Massachusetts'], MI: ['Michigan', 'Míchigan'], MN: ['Minnesota', 'Minnesota'], MS: ['Mississippi', 'Misisipi'],
  MO: ['Missouri', 'Misuri'], MT: ['Montana', 'Montana'], NE: ['Nebraska', 'Nebraska'], NV: ['Nevada', 'Nevada'],
  NH: ['New Hampshire', 'Nuevo Hampshire'], NJ: ['New Jersey', 'Nueva Jersey'], NM: ['New Mexico', 'Nuevo México'], NY: ['New York', 'Nueva York'],
  NC: ['North Carolina', 'Carolina del Norte'], ND: ['North Dakota', 'Dakota del Norte'], OH: ['Ohio', 'Ohio'], OK: ['Oklahoma', 'Oklahoma'],
  OR: ['Oregon', 'Oregón'], PA: ['Pennsylvania', 'Pensilvania'], RI: ['Rhode Island', 'Rhode Island'], SC: ['South Carolina', 'Carolina del Sur'],
  SD: ['South Dakota', 'Dakota del Sur'], TN: ['Tennessee', 'Tennessee'], TX: ['Texas', 'Texas'], UT: ['Utah', 'Utah'], VT: ['Vermont', 'Vermont'],
  VA: ['Virginia', 'Virginia'], WA: ['Washington', 'Washington'], WV: ['West Virginia', 'Virginia Occidental'], WI: ['Wisconsin', 'Wisconsin'],
  WY: ['Wyoming', 'Wyoming'], PR: ['Puerto Rico', 'Puerto Rico'], VI: ['U.S. Virgin Islands', 'Islas Vírgenes de EE. UU.'], GU: ['Guam', 'Guam'],
};

/** The state's name in `lang`; the code itself when unknown (military post offices: AA, AE, AP). */
export function stateName(code: string, lang: 'en' | 'es'): string {
  const names = NAMES[code];
  return names ? names[lang === 'es' ? 1 : 0] : code;
}
