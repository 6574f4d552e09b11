// wall: control: a storage adapter imports storage/, src-shared and packages
// lint as: src-server/storage/probe.ts
// allowed
import './port';
import '@shared/schemas/product';
import 'better-sqlite3';
