declare module '*.wasm' {
  const path: string;
  export default path;
}
declare module '*.data' {
  const path: string;
  export default path;
}
declare module '*.css' {
  const path: string;
  export default path;
}
declare module '*/swagger-ui-bundle.js' {
  const path: string;
  export default path;
}
