// Stylesheets are imported for their side effect only: webpack's MiniCssExtractPlugin pulls
// them into .css files and jest maps them to test/style-stub.ts.
declare module '*.css';
