/** Plural forms Arabic has beyond English's one/other (Intl.PluralRules categories). */
type ExtraPluralForm = 'zero' | 'two' | 'few' | 'many';

/**
 * The shape every edition's messages must have: each key of the English messages, any text. A
 * missing key fails the typecheck; Arabic may add the plural forms English does not use.
 */
export type Messages<T> = {
  [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
} & { [key: `${string}_${ExtraPluralForm}`]: string };
