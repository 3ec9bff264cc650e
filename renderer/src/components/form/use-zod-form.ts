import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  createFormControl,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import type { SchemaSource } from '../../lib/api-client';

/**
 * A react-hook-form form resolved with a zod schema (usually the shared request schema, so the form
 * and the server show one message text). Validates on submit, then re-validates each field as it
 * changes. Given a loader (`() => import(...)`), the page opens without the schema library, which
 * comes with the first check.
 *
 * The form is react-hook-form's own control (`createFormControl`), and the component re-renders only
 * when the errors change (`formState.errors`; a field's value is read with `useWatch`). Unlike
 * `useForm`, nothing re-renders as the form mounts: `useForm` marks itself ready in a layout effect,
 * which re-rendered every form synchronously in the task that hydrates a prerendered page and pulled
 * the page's other effects into that task with it.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  type FormResolver = Resolver<z.input<S>, unknown, z.output<S>>;
  const [form] = useState(() => {
    let loaded: Promise<FormResolver> | undefined;
    const resolver: FormResolver =
      typeof schema === 'function'
        ? async (values, context, resolverOptions) => {
            loaded ??= schema().then((found) => zodResolver(found));
            return (await loaded)(values, context, resolverOptions);
          }
        : zodResolver(schema);
    return createFormControl<z.input<S>, unknown, z.output<S>>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      ...options,
      resolver,
    }).formControl;
  });
  const [errors, setErrors] = useState<FieldErrors<z.input<S>>>({});
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: (state) => setErrors(Object.assign({}, state.errors)),
      }),
    [form],
  );
  return { ...form, formState: { errors } };
}
