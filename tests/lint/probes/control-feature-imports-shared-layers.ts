// wall: control: a feature builds on components/, lib/, hooks/ and src-shared
// lint as: src-renderer/src/features/orders/probe.ts
// allowed
import '@/components/page';
import '@/lib/decimal';
import '@/hooks/use-connection';
import '@shared/domain/money';
import './orders.css';
