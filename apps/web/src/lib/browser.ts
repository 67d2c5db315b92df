/**
 * Thin wrappers over browser navigation, so components can trigger a full reload and tests can
 * observe it (jsdom's location.reload cannot be spied on).
 */
export const browser = {
  reload() {
    window.location.reload();
  },
};
