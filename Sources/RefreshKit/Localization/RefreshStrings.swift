/// The string tables compiled into RefreshKit, one per member of ``RefreshLocalization/supportedLanguages``.
enum RefreshStrings {
  typealias Key = RefreshLocalization.Key

  /// The tables by language identifier.
  static let tables: [String: [Key: String]] = [
    "en": english,
    "zh-Hans": simplifiedChinese,
    "zh-Hant": traditionalChinese,
    "ja": japanese,
    "ko": korean,
    "ru": russian,
    "uk": ukrainian,
  ]

  static let english: [Key: String] = [
    .headerIdle: "Pull down to refresh",
    .headerPulling: "Release to refresh",
    .headerRefreshing: "Loading…",
    .lastUpdatedPrefix: "Last updated: ",
    .lastUpdatedToday: "Today",
    .lastUpdatedYesterday: "Yesterday",
    .lastUpdatedNoRecord: "No record",
    .autoFooterIdle: "Tap or pull up to load more",
    .autoFooterRefreshing: "Loading more…",
    .backFooterIdle: "Pull up to load more",
    .backFooterPulling: "Release to load more",
    .backFooterRefreshing: "Loading more…",
    .footerNoMoreData: "No more data",
    .trailerIdle: "Pull left to load more",
    .trailerPulling: "Release to load more",
    .trailerRefreshing: "Loading…",
  ]

  static let simplifiedChinese: [Key: String] = [
    .headerIdle: "下拉可以刷新",
    .headerPulling: "松开立即刷新",
    .headerRefreshing: "正在刷新数据中…",
    .lastUpdatedPrefix: "最后更新：",
    .lastUpdatedToday: "今天",
    .lastUpdatedYesterday: "昨天",
    .lastUpdatedNoRecord: "无记录",
    .autoFooterIdle: "点击或上拉加载更多",
    .autoFooterRefreshing: "正在加载更多的数据…",
    .backFooterIdle: "上拉可以加载更多",
    .backFooterPulling: "松开立即加载更多",
    .backFooterRefreshing: "正在加载更多的数据…",
    .footerNoMoreData: "已经全部加载完毕",
    .trailerIdle: "左拉加载更多",
    .trailerPulling: "松开加载更多",
    .trailerRefreshing: "正在加载…",
  ]

  static let traditionalChinese: [Key: String] = [
    .headerIdle: "下拉可以刷新",
    .headerPulling: "鬆開立即刷新",
    .headerRefreshing: "正在刷新資料中…",
    .lastUpdatedPrefix: "最後更新：",
    .lastUpdatedToday: "今天",
    .lastUpdatedYesterday: "昨天",
    .lastUpdatedNoRecord: "無紀錄",
    .autoFooterIdle: "點擊或上拉載入更多",
    .autoFooterRefreshing: "正在載入更多的資料…",
    .backFooterIdle: "上拉可以載入更多",
    .backFooterPulling: "鬆開立即載入更多",
    .backFooterRefreshing: "正在載入更多的資料…",
    .footerNoMoreData: "已經全部載入完畢",
    .trailerIdle: "左拉載入更多",
    .trailerPulling: "鬆開載入更多",
    .trailerRefreshing: "正在載入…",
  ]

  static let japanese: [Key: String] = [
    .headerIdle: "下に引いて更新",
    .headerPulling: "指を離して更新",
    .headerRefreshing: "更新中…",
    .lastUpdatedPrefix: "最終更新：",
    .lastUpdatedToday: "今日",
    .lastUpdatedYesterday: "昨日",
    .lastUpdatedNoRecord: "記録なし",
    .autoFooterIdle: "タップまたは上に引いてさらに読み込む",
    .autoFooterRefreshing: "さらに読み込み中…",
    .backFooterIdle: "上に引いてさらに読み込む",
    .backFooterPulling: "指を離してさらに読み込む",
    .backFooterRefreshing: "さらに読み込み中…",
    .footerNoMoreData: "これ以上データはありません",
    .trailerIdle: "左に引いてさらに読み込む",
    .trailerPulling: "指を離してさらに読み込む",
    .trailerRefreshing: "読み込み中…",
  ]

  static let korean: [Key: String] = [
    .headerIdle: "아래로 당겨서 새로고침",
    .headerPulling: "놓으면 새로고침",
    .headerRefreshing: "불러오는 중…",
    .lastUpdatedPrefix: "마지막 업데이트: ",
    .lastUpdatedToday: "오늘",
    .lastUpdatedYesterday: "어제",
    .lastUpdatedNoRecord: "기록 없음",
    .autoFooterIdle: "탭하거나 위로 당겨서 더 보기",
    .autoFooterRefreshing: "더 불러오는 중…",
    .backFooterIdle: "위로 당겨서 더 보기",
    .backFooterPulling: "놓으면 더 불러오기",
    .backFooterRefreshing: "더 불러오는 중…",
    .footerNoMoreData: "더 이상 데이터가 없습니다",
    .trailerIdle: "왼쪽으로 당겨서 더 보기",
    .trailerPulling: "놓으면 더 불러오기",
    .trailerRefreshing: "불러오는 중…",
  ]

  static let russian: [Key: String] = [
    .headerIdle: "Потяните вниз, чтобы обновить",
    .headerPulling: "Отпустите, чтобы обновить",
    .headerRefreshing: "Загрузка…",
    .lastUpdatedPrefix: "Последнее обновление: ",
    .lastUpdatedToday: "Сегодня",
    .lastUpdatedYesterday: "Вчера",
    .lastUpdatedNoRecord: "нет записей",
    .autoFooterIdle: "Нажмите или потяните вверх, чтобы загрузить ещё",
    .autoFooterRefreshing: "Загружаем ещё…",
    .backFooterIdle: "Потяните вверх, чтобы загрузить ещё",
    .backFooterPulling: "Отпустите, чтобы загрузить ещё",
    .backFooterRefreshing: "Загружаем ещё…",
    .footerNoMoreData: "Больше ничего нет",
    .trailerIdle: "Потяните влево, чтобы загрузить ещё",
    .trailerPulling: "Отпустите, чтобы загрузить ещё",
    .trailerRefreshing: "Загрузка…",
  ]

  static let ukrainian: [Key: String] = [
    .headerIdle: "Потягніть униз, щоб оновити",
    .headerPulling: "Відпустіть, щоб оновити",
    .headerRefreshing: "Завантаження…",
    .lastUpdatedPrefix: "Останнє оновлення: ",
    .lastUpdatedToday: "Сьогодні",
    .lastUpdatedYesterday: "Учора",
    .lastUpdatedNoRecord: "немає записів",
    .autoFooterIdle: "Торкніться або потягніть угору, щоб завантажити ще",
    .autoFooterRefreshing: "Завантажуємо ще…",
    .backFooterIdle: "Потягніть угору, щоб завантажити ще",
    .backFooterPulling: "Відпустіть, щоб завантажити ще",
    .backFooterRefreshing: "Завантажуємо ще…",
    .footerNoMoreData: "Більше нічого немає",
    .trailerIdle: "Потягніть ліворуч, щоб завантажити ще",
    .trailerPulling: "Відпустіть, щоб завантажити ще",
    .trailerRefreshing: "Завантаження…",
  ]
}
