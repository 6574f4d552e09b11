import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC_CHANNELS, type DesktopBridge } from '@shared/ipc/bridge';

/** The whole bridge: one named function per channel, never a generic invoke. */
const bridge: DesktopBridge = {
  platform: 'desktop',
  cart: {
    load: (owner) => ipcRenderer.invoke(IPC_CHANNELS.cartLoad, owner),
    save: async (owner, cart) => {
      await ipcRenderer.invoke(IPC_CHANNELS.cartSave, owner, cart);
    },
  },
  printer: {
    list: () => ipcRenderer.invoke(IPC_CHANNELS.printerList),
    choose: async (name) => {
      await ipcRenderer.invoke(IPC_CHANNELS.printerChoose, name);
    },
    print: () => ipcRenderer.invoke(IPC_CHANNELS.printPage),
  },
  queue: {
    list: (owner) => ipcRenderer.invoke(IPC_CHANNELS.queueList, owner),
    add: async (owner, order) => {
      await ipcRenderer.invoke(IPC_CHANNELS.queueAdd, owner, order);
    },
    remove: async (owner, key) => {
      await ipcRenderer.invoke(IPC_CHANNELS.queueRemove, owner, key);
    },
    park: async (owner, key, reason) => {
      await ipcRenderer.invoke(IPC_CHANNELS.queuePark, owner, key, reason);
    },
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
