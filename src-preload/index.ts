import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC_CHANNELS, type DesktopBridge } from '@shared/ipc/bridge';

/** The whole bridge: one named function per channel, never a generic invoke. */
const bridge: DesktopBridge = {
  platform: 'desktop',
  cart: {
    load: (owner) => ipcRenderer.invoke(IPC_CHANNELS.cartLoad, owner),
    save: async (owner, items) => {
      await ipcRenderer.invoke(IPC_CHANNELS.cartSave, owner, items);
    },
  },
  printer: {
    list: () => ipcRenderer.invoke(IPC_CHANNELS.printerList),
    choose: async (name) => {
      await ipcRenderer.invoke(IPC_CHANNELS.printerChoose, name);
    },
    print: () => ipcRenderer.invoke(IPC_CHANNELS.printPage),
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
