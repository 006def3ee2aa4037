/**
 * What a field or a parameter means, by its name, for the API docs (decision 075): only names that
 * mean the same wherever the contract uses them. A name that means different things in different
 * places is described in its schema with `.describe()`, which wins over this list.
 */
export const fieldDescriptions: Readonly<Record<string, string>> = {
};
