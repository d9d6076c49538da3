/** The framework's dialog strings in English, the fallback locale. */
export const en = {
  'uni.app.quit': 'Press again to quit the app',
  'uni.async.error': 'Connection to server timed out, tap the screen to retry',
  'uni.showActionSheet.cancel': 'Cancel',
  'uni.showModal.cancel': 'Cancel',
  'uni.showModal.confirm': 'OK',
  'uni.chooseFile.notUserActivation': 'File chooser dialog can only be shown with a user activation',
  'uni.previewImage.cancel': 'Cancel',
  'uni.previewImage.button.save': 'Save Image',
  'uni.previewImage.save.success': 'Saved successfully',
  'uni.previewImage.save.fail': 'Failed to save image to album',
  'uni.setClipboardData.success': 'Content copied',
  'uni.scanCode.fail': 'Recognition failed',
  'uni.picker.done': 'Done',
  'uni.picker.cancel': 'Cancel',
  'uni.chooseLocation.search': 'Find Place',
  'uni.chooseLocation.cancel': 'Cancel',
};

export type MessageKey = keyof typeof en;
