/** SDK call names whose bridge command (or menu event) has another name, as the SDK maps them. */
export const bridgeNames: Record<string, string> = {
  config: 'preVerifyJSAPI',
  onMenuShareTimeline: 'menu:share:timeline',
  onMenuShareAppMessage: 'menu:share:appmessage',
  onMenuShareQQ: 'menu:share:qq',
  onMenuShareWeibo: 'menu:share:weiboApp',
  onMenuShareQZone: 'menu:share:QZone',
  previewImage: 'imagePreview',
  getLocation: 'geoLocation',
  openProductSpecificView: 'openProductViewWithPid',
  addCard: 'batchAddCard',
  openCard: 'batchViewCard',
  chooseWXPay: 'getBrandWCPayRequest',
  openEnterpriseRedPacket: 'getRecevieBizHongBaoRequest',
  startSearchBeacons: 'startMonitoringBeacons',
  stopSearchBeacons: 'stopMonitoringBeacons',
  onSearchBeacons: 'onBeaconsInRange',
  consumeAndShareCard: 'consumedShareCard',
  openAddress: 'editAddress',
};

const sdkNames: Record<string, string> = Object.fromEntries(Object.entries(bridgeNames).map(([sdk, bridge]) => [bridge, sdk]));

export const toBridgeName = (sdkName: string) => bridgeNames[sdkName] ?? sdkName;
export const toSdkName = (bridgeName: string) => sdkNames[bridgeName] ?? bridgeName;
