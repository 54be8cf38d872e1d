// A stand-in bundle file for the source-map check of the fault suite.
console.log("root-config");
//# sourceMappingURL=root-config.js.map
