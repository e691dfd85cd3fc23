import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["test/**/*.test.js"],
    // jsdom is slow on a busy machine: a few tests redraw a whole widget dozens of times
    testTimeout: 20000,
  },
});
