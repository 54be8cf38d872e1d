// CSS is extracted by webpack; under jest a stylesheet import is an empty module.
export default {};
