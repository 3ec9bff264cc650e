import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { SchemaSource } from '../../lib/api-client';

/**
 * react-hook-form resolved with a zod schema (usually the shared request schema, so the form and the
 * server show one message text). Validates on submit, then re-validates each field as it changes.
 * Given a loader (`() => import(...)`), the page opens without the schema library, which comes with
 * the first check.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  type FormResolver = Resolver<z.input<S>, unknown, z.output<S>>;
  const loaded = useRef<Promise<FormResolver> | undefined>(undefined);
  const resolver: FormResolver =
    typeof schema === 'function'
      ? async (values, context, resolverOptions) => {
          loaded.current ??= schema().then((found) => zodResolver(found));
          return (await loaded.current)(values, context, resolverOptions);
        }
      : zodResolver(schema);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}
