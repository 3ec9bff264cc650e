import { validationCode } from '@shared/schemas/validation-codes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A validation or refusal message (English, as the shared schemas and the API word it) in the
 * edition's language, read through the stable code of its rule. English passes through untouched.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message || i18n.language === 'en') return message;
      const { code, params } = validationCode(message);
      const fieldKey = `validation.field.${params.field ?? 'fallback'}`;
      const field = i18n.exists(fieldKey)
        ? t(fieldKey as 'validation.field.fallback')
        : t('validation.field.fallback');
      return t(`validation.${code}`, { field, min: params.min, max: params.max });
    },
    [t, i18n],
  );
}
