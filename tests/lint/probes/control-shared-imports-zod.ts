// wall: control: src-shared builds on zod and itself
// lint as: src-shared/domain/probe.ts
// allowed
import 'zod';
import './money';
