import { t as field_exports } from "./field-B3E-jsK2.js";
import { m as createRecipeContext } from "./react-intl-BjT29jKx.js";
// node_modules/@chakra-ui/react/dist/esm/components/input/input.js
var { withContext, PropsProvider } = createRecipeContext({ key: "input" });
var Input = withContext(field_exports.Input);
export { Input as t };
