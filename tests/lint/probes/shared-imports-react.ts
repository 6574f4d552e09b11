// wall: src-shared imports no react
// lint as: src-shared/forms/probe.ts
// refused by: no-restricted-imports
import 'react';
