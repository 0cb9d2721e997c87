import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_ORIGIN = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server caches everything under /static/ for a year, so every name carries a hash.
    assetsDir: "static/assets",
    rolldownOptions: {
      // The shared contract's modules only define schemas, messages and constants, so
      // the ones a screen does not import are dropped (with their zod schemas) instead of
      // riding along with every screen that needs one message.
      treeshake: {
        moduleSideEffects: [{ test: /contract[\\/]dist[\\/]/, sideEffects: false }],
      },
      output: {
        entryFileNames: "static/js/[name]-[hash].js",
        chunkFileNames: "static/js/[name]-[hash].js",
        assetFileNames: "static/assets/[name]-[hash][extname]",
      },
    },
  },
  server: {
    proxy: {
      "/api": API_ORIGIN,
      "/files": API_ORIGIN,
    },
  },
});
