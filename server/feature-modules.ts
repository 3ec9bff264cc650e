import type { Type } from '@nestjs/common';

/** The product's feature modules (auth, content, academy, community, commerce, partners). */
export const FEATURE_MODULES: Type[] = [];
