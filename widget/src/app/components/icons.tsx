/** The few icons the panel needs, inline (no icon library); the launcher's own is ChatIcon.tsx, in the first chunk without these. */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const BackIcon = () => (
  <svg {...common}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const SendIcon = () => (
  <svg {...common}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z" />
  </svg>
);
export const PaperclipIcon = () => (
  <svg {...common}>
    <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
  </svg>
);
export const SmileIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
  </svg>
);
export const ClockIcon = () => (
  <svg {...common} width={16} height={16}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </svg>
);
export const ChevronIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const FileIcon = () => (
  <svg {...common}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </svg>
);
