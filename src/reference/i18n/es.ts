/** The framework's dialog strings in Spanish. */
import type { MessageKey } from './en.ts';

export const es: Record<MessageKey, string> = {
  'uni.app.quit': 'Pulse otra vez para salir',
  'uni.async.error': 'Se agotó el tiempo de conexión, haga clic en la pantalla para volver a intentarlo.',
  'uni.showActionSheet.cancel': 'Cancelar',
  'uni.showModal.cancel': 'Cancelar',
  'uni.showModal.confirm': 'OK',
  'uni.chooseFile.notUserActivation': 'El cuadro de diálogo del selector de archivos solo se puede mostrar con la activación del usuario',
  'uni.previewImage.cancel': 'Cancelar',
  'uni.previewImage.button.save': 'Guardar imagen',
  'uni.previewImage.save.success': 'Guardado exitosamente',
  'uni.previewImage.save.fail': 'Error al guardar',
  'uni.setClipboardData.success': 'Contenido copiado',
  'uni.scanCode.fail': 'Échec de la reconnaissance',
  'uni.picker.done': 'OK',
  'uni.picker.cancel': 'Cancelar',
  'uni.chooseLocation.search': 'Encontrar',
  'uni.chooseLocation.cancel': 'Cancelar',
};
