import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  print(): void;
  openExternal(url: string): void;
  isMac: boolean;
  /** `Balie`: opens the counter page. */
  showCounter?(): void;
  /** `Zoek naar updates`: checks now and says what it found. */
  checkForUpdates?(): void;
}

/** The Dutch application menu: Bestand, Bewerken, Beeld, Venster, Help. */
export function menuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  return [
    ...(actions.isMac ? [{ role: 'appMenu' as const, label: 'Warmteportaal' }] : []),
    {
      label: 'Bestand',
      submenu: [
        { label: 'Afdrukken…', accelerator: 'CmdOrCtrl+P', click: () => actions.print() },
        { type: 'separator' },
        actions.isMac
          ? { role: 'close', label: 'Venster sluiten' }
          : { role: 'quit', label: 'Afsluiten' },
      ],
    },
    {
      label: 'Bewerken',
      submenu: [
        { role: 'undo', label: 'Ongedaan maken' },
        { role: 'redo', label: 'Opnieuw' },
        { type: 'separator' },
        { role: 'cut', label: 'Knippen' },
        { role: 'copy', label: 'Kopiëren' },
        { role: 'paste', label: 'Plakken' },
        { role: 'selectAll', label: 'Alles selecteren' },
      ],
    },
    {
      label: 'Beeld',
      submenu: [
        ...(actions.showCounter
          ? [
              { label: 'Balie', accelerator: 'CmdOrCtrl+B', click: actions.showCounter },
              { type: 'separator' as const },
            ]
          : []),
        { role: 'reload', label: 'Opnieuw laden' },
        { type: 'separator' },
        { role: 'resetZoom', label: 'Werkelijke grootte' },
        { role: 'zoomIn', label: 'Inzoomen' },
        { role: 'zoomOut', label: 'Uitzoomen' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Volledig scherm' },
      ],
    },
    {
      label: 'Venster',
      submenu: [
        { role: 'minimize', label: 'Minimaliseren' },
        { role: 'zoom', label: 'Zoomen' },
        ...(actions.isMac ? [{ role: 'front' as const, label: 'Alles naar voren' }] : []),
      ],
    },
    {
      label: 'Help',
      submenu: [
        {
          label: 'Warmteportaal op internet',
          click: () => actions.openExternal('https://warmteportaal.nl'),
        },
        ...(actions.checkForUpdates
          ? [{ label: 'Zoek naar updates', click: actions.checkForUpdates }]
          : []),
      ],
    },
  ];
}
