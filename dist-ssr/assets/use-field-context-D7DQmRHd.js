import { S as createContext$1 } from "./create-anatomy-N5bLh3sX.js";
// node_modules/@ark-ui/react/dist/components/fieldset/use-fieldset-context.js
var [FieldsetProvider, useFieldsetContext] = createContext$1({
	name: "FieldsetContext",
	hookName: "useFieldsetContext",
	providerName: "<FieldsetProvider />",
	strict: false
});
// node_modules/@ark-ui/react/dist/components/field/use-field-context.js
var [FieldProvider, useFieldContext] = createContext$1({
	name: "FieldContext",
	hookName: "useFieldContext",
	providerName: "<FieldProvider />",
	strict: false
});
export { useFieldContext as n, useFieldsetContext as r, FieldProvider as t };
