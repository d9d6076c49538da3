/** The framework's dialog strings in Simplified Chinese. */
import type { MessageKey } from './en.ts';

export const zhHans: Record<MessageKey, string> = {
  'uni.app.quit': '再按一次退出应用',
  'uni.async.error': '连接服务器超时，点击屏幕重试',
  'uni.showActionSheet.cancel': '取消',
  'uni.showModal.cancel': '取消',
  'uni.showModal.confirm': '确定',
  'uni.chooseFile.notUserActivation': '文件选择器对话框只能在由用户激活时显示',
  'uni.previewImage.cancel': '取消',
  'uni.previewImage.button.save': '保存图像',
  'uni.previewImage.save.success': '保存图像到相册成功',
  'uni.previewImage.save.fail': '保存图像到相册失败',
  'uni.setClipboardData.success': '内容已复制',
  'uni.scanCode.fail': '识别失败',
  'uni.picker.done': '完成',
  'uni.picker.cancel': '取消',
  'uni.chooseLocation.search': '搜索地点',
  'uni.chooseLocation.cancel': '取消',
};
