/// <reference types="vite/client" />
declare const __SHOWCASE__: boolean;
