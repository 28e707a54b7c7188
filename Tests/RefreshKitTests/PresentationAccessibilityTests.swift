import Foundation
import Testing

@testable import RefreshKit

/// What VoiceOver gets from a presentation: the label in each language, the traits (a footer or a trailer that a
/// double tap loads is a button), and leaves that keep still while motion is reduced.
@Suite @MainActor struct PresentationAccessibilityTests {
  // MARK: - Labels in every language

  /// Per language: a header's idle title with its "no record" line, and the idle titles of an auto footer, a back
  /// footer and a trailer, and an auto footer's retry prompt.
  static let idleLabels: [String: (header: String, auto: String, back: String, trailer: String, retry: String)] = [
    "en": (
      "Pull down to refresh, Last updated: No record", "Tap or pull up to load more", "Pull up to load more",
      "Pull left to load more", "Load failed — tap to retry"
    ),
    "zh-Hans": ("下拉可以刷新, 最后更新：无记录", "点击或上拉加载更多", "上拉可以加载更多", "左拉加载更多", "加载失败，点击重试"),
    "zh-Hant": ("下拉可以刷新, 最後更新：無紀錄", "點擊或上拉載入更多", "上拉可以載入更多", "左拉載入更多", "載入失敗，點擊重試"),
    "ja": (
      "下に引いて更新, 最終更新：記録なし", "タップまたは上に引いてさらに読み込む", "上に引いてさらに読み込む", "左に引いてさらに読み込む",
      "読み込みに失敗しました。タップして再試行"
    ),
    "ko": (
      "아래로 당겨서 새로고침, 마지막 업데이트: 기록 없음", "탭하거나 위로 당겨서 더 보기", "위로 당겨서 더 보기", "왼쪽으로 당겨서 더 보기",
      "불러오기 실패 — 탭하여 다시 시도"
    ),
    "ru": (
      "Потяните вниз, чтобы обновить, Последнее обновление: нет записей",
      "Нажмите или потяните вверх, чтобы загрузить ещё", "Потяните вверх, чтобы загрузить ещё",
      "Потяните влево, чтобы загрузить ещё", "Не удалось загрузить — нажмите, чтобы повторить"
    ),
    "uk": (
      "Потягніть униз, щоб оновити, Останнє оновлення: немає записів",
      "Торкніться або потягніть угору, щоб завантажити ще", "Потягніть угору, щоб завантажити ще",
      "Потягніть ліворуч, щоб завантажити ще", "Не вдалося завантажити — торкніться, щоб повторити"
    ),
    "fr": (
      "Tirez vers le bas pour actualiser, Dernière mise à jour\u{A0}: jamais",
      "Touchez ou tirez vers le haut pour charger la suite", "Tirez vers le haut pour charger la suite",
      "Tirez vers la gauche pour charger la suite", "Échec du chargement — touchez pour réessayer"
    ),
    "de": (
      "Zum Aktualisieren nach unten ziehen, Zuletzt aktualisiert: noch nie",
      "Tippen oder nach oben ziehen, um mehr zu laden", "Nach oben ziehen, um mehr zu laden",
      "Nach links ziehen, um mehr zu laden", "Laden fehlgeschlagen – zum Wiederholen tippen"
    ),
    "es": (
      "Desliza hacia abajo para actualizar, Última actualización: nunca", "Toca o desliza hacia arriba para cargar más",
      "Desliza hacia arriba para cargar más",
      "Desliza hacia la izquierda para cargar más", "No se pudo cargar. Toca para reintentar"
    ),
    "pt": (
      "Puxe para baixo para atualizar, Última atualização: nunca", "Toque ou puxe para cima para carregar mais",
      "Puxe para cima para carregar mais",
      "Puxe para a esquerda para carregar mais", "Falha ao carregar — toque para tentar de novo"
    ),
    "it": (
      "Trascina verso il basso per aggiornare, Ultimo aggiornamento: mai",
      "Tocca o trascina verso l’alto per caricare altro", "Trascina verso l’alto per caricare altro",
      "Trascina verso sinistra per caricare altro", "Caricamento non riuscito. Tocca per riprovare"
    ),
    "nl": (
      "Trek omlaag om te vernieuwen, Laatst bijgewerkt: nooit", "Tik of trek omhoog om meer te laden",
      "Trek omhoog om meer te laden",
      "Trek naar links om meer te laden", "Laden mislukt – tik om het opnieuw te proberen"
    ),
    "sv": (
      "Dra nedåt för att uppdatera, Senast uppdaterad: aldrig", "Tryck eller dra uppåt för att läsa in mer",
      "Dra uppåt för att läsa in mer",
      "Dra åt vänster för att läsa in mer", "Det gick inte att läsa in – tryck för att försöka igen"
    ),
    "pl": (
      "Pociągnij w dół, aby odświeżyć, Ostatnia aktualizacja: brak", "Stuknij lub pociągnij w górę, aby wczytać więcej",
      "Pociągnij w górę, aby wczytać więcej",
      "Pociągnij w lewo, aby wczytać więcej", "Nie udało się wczytać – stuknij, aby ponowić"
    ),
    "tr": (
      "Yenilemek için aşağı çekin, Son güncelleme: kayıt yok", "Daha fazlası için dokunun veya yukarı çekin",
      "Daha fazlası için yukarı çekin",
      "Daha fazlası için sola çekin", "Yüklenemedi — tekrar denemek için dokunun"
    ),
    "ar": (
      "اسحب للأسفل للتحديث, آخر تحديث: لا يوجد", "اضغط أو اسحب للأعلى لتحميل المزيد", "اسحب للأعلى لتحميل المزيد",
      "اسحب لليسار لتحميل المزيد", "تعذّر التحميل — اضغط لإعادة المحاولة"
    ),
    "he": (
      "משכו למטה כדי לרענן, עדכון אחרון: אין", "הקישו או משכו למעלה לטעינת עוד", "משכו למעלה לטעינת עוד",
      "משכו שמאלה לטעינת עוד", "הטעינה נכשלה — הקישו כדי לנסות שוב"
    ),
    "th": (
      "ดึงลงเพื่อรีเฟรช, อัปเดตล่าสุด: ไม่มีข้อมูล", "แตะหรือดึงขึ้นเพื่อโหลดเพิ่ม", "ดึงขึ้นเพื่อโหลดเพิ่ม",
      "ดึงไปทางซ้ายเพื่อโหลดเพิ่ม", "โหลดไม่สำเร็จ แตะเพื่อลองอีกครั้ง"
    ),
    "vi": (
      "Kéo xuống để làm mới, Cập nhật lần cuối: chưa có", "Chạm hoặc kéo lên để tải thêm", "Kéo lên để tải thêm",
      "Kéo sang trái để tải thêm", "Không thể tải — chạm để thử lại"
    ),
    "id": (
      "Tarik ke bawah untuk menyegarkan, Terakhir diperbarui: belum ada",
      "Ketuk atau tarik ke atas untuk memuat lainnya", "Tarik ke atas untuk memuat lainnya",
      "Tarik ke kiri untuk memuat lainnya", "Gagal memuat — ketuk untuk mencoba lagi"
    ),
  ]

  @Test(arguments: RefreshLocalization.supportedLanguages)
  func everyLeafSaysItsStateInEachLanguage(_ language: String) throws {
    let expected = try #require(Self.idleLabels[language])
    withLanguage(language) {
      let list = makeLeafList(contentWidth: 1000)
      let headers: [RefreshHeader] = [SimpleHeader(), StateHeader(), ImageSequenceHeader()]
      for header in headers {
        isolate(header)
        list.refreshHeader = header
        #expect(header.presentation.accessibilityLabel == expected.header, "\(type(of: header))")
      }
      let circle = CircleLoadingHeader()
      list.refreshHeader = circle
      let title = expected.header.range(of: ", ", options: .backwards).map { expected.header[..<$0.lowerBound] }
      #expect(circle.presentation.accessibilityLabel.map { $0[...] } == title, "the title alone: it shows no text")
      let autos: [AutoRefreshFooter] = [SimpleAutoFooter(), StateAutoFooter(), ImageSequenceAutoFooter()]
      for footer in autos + [CircleLoadingFooter()] {
        list.refreshFooter = footer
        #expect(footer.presentation.accessibilityLabel == expected.auto, "\(type(of: footer))")
        footer.tap()
        footer.endRefreshing(result: .failure(""))
        #expect(footer.presentation.accessibilityLabel == expected.retry, "\(type(of: footer)) after a failure")
      }
      let backs: [BackRefreshFooter] = [SimpleBackFooter(), StateBackFooter(), ImageSequenceBackFooter()]
      for footer in backs {
        list.refreshFooter = footer
        #expect(footer.presentation.accessibilityLabel == expected.back, "\(type(of: footer))")
      }
      list.refreshTrailer = SimpleTrailer()
      #expect(list.refreshTrailer?.presentation.accessibilityLabel == expected.trailer)
    }
  }

  @Test func aLeafInItsOwnLanguageSaysItThere() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter()
      footer.language = "ja"
      list.refreshFooter = footer
      #expect(footer.presentation.accessibilityLabel == "タップまたは上に引いてさらに読み込む")
      #expect(footer.presentation.title == "タップまたは上に引いてさらに読み込む")
    }
  }

  // MARK: - Traits

  @Test func aFooterIsAButtonOnlyWhileADoubleTapLoads() {
    let list = makeLeafList()
    let footer = SimpleAutoFooter {}
    #expect(footer.presentation.accessibilityTraits == .staticText, "detached: a double tap does nothing")
    list.refreshFooter = footer
    scrollToBottom(list)
    #expect(footer.presentation.accessibilityTraits == .button)
    #expect(footer.accessibilityActivate(), "and the double tap loads")
    #expect(footer.presentation.accessibilityTraits == .staticText, "loading")
    footer.endRefreshing(result: .failure("Offline"))
    #expect(footer.presentation.accessibilityTraits == .button, "a double tap retries")
    footer.endRefreshingWithNoMoreData()
    #expect(footer.presentation.accessibilityTraits == .staticText, "no more data")
    footer.resetNoMoreData()
    footer.isHidden = true
    #expect(footer.presentation.accessibilityTraits == .staticText, "hidden")
    #expect(!footer.accessibilityActivate())
  }

  /// An app's own footer or trailer, drawn from the component's base presentation (no label of a leaf), whose list
  /// went away while the app still holds it: before anything else reads it, a frame's redraw asks for its traits and
  /// VoiceOver's double tap reaches it. It is no button, and the double tap starts nothing.
  @Test(arguments: [false, true])
  func aComponentWhoseListWentAwayIsNoButtonAndADoubleTapStartsNothing(isTrailer: Bool) {
    let actions = ActionCounter()
    let footer = AutoRefreshFooter { actions.count += 1 }
    let trailer = RefreshTrailer { actions.count += 1 }
    let component: RefreshComponent = isTrailer ? trailer : footer
    var list: ScrollModel? = makeLeafList()
    if isTrailer { list?.refreshTrailer = trailer } else { list?.refreshFooter = footer }
    #expect(component.presentation.accessibilityTraits == .button, "attached and idle: a double tap loads")
    list = nil
    #expect(component.presentation.accessibilityTraits == .staticText, "its list went away")
    #expect(!(isTrailer ? trailer.accessibilityActivate() : footer.accessibilityActivate()))
    #expect(actions.count == 0)
    #expect(component.state == .idle)
  }

  @Test func aFooterKeptFromLoadingByTheHeadersRefreshIsNoButton() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .button)
    header.beginRefreshing()
    #expect(footer.presentation.accessibilityTraits == .staticText)
    #expect(!footer.accessibilityActivate(), "as the double tap says")
    #expect(header.presentation.accessibilityTraits == .staticText, "a header never is")
  }

  @Test func aFooterKeptFromLoadingWhileBothOtherComponentsRefreshIsNoButton() {
    // The header and the trailer may refresh together (neither asks for exclusion); the footer asks for it.
    let list = makeLeafList()
    let header = SimpleHeader {}
    header.isMutuallyExclusive = false
    let trailer = SimpleTrailer {}
    trailer.isMutuallyExclusive = false
    let footer = SimpleBackFooter {}
    footer.isMutuallyExclusive = true
    list.refreshHeader = header
    list.refreshTrailer = trailer
    list.refreshFooter = footer
    header.beginRefreshing()
    trailer.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(trailer.state == .refreshing)
    #expect(footer.presentation.accessibilityTraits == .staticText, "two refreshes under way: the footer waits")
    #expect(!footer.accessibilityActivate())
    header.endRefreshing()
    trailer.endRefreshing()
    #expect(footer.presentation.accessibilityTraits == .button)
  }

  @Test func aFooterAddedWhileTheHeaderRefreshesExclusivelyIsNoButtonUntilTheRefreshEnds() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    header.beginRefreshing()
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .staticText, "the header's refresh keeps it from loading")
    #expect(!footer.accessibilityActivate())
    header.endRefreshing()
    #expect(footer.presentation.accessibilityTraits == .button)
  }

  @Test func aFooterIsAButtonAgainOnceTheRefreshingHeaderIsRemoved() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    header.beginRefreshing()
    #expect(footer.presentation.accessibilityTraits == .staticText)
    list.refreshHeader = nil
    #expect(footer.presentation.accessibilityTraits == .button, "nothing refreshes any more")
    #expect(footer.accessibilityActivate())
  }

  @Test func aFooterOfAnotherListIsNotKeptFromLoadingByThisListsRefresh() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    header.beginRefreshing()
    let other = makeLeafList()
    other.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .button, "moved to a list where nothing refreshes")
  }

  @Test func theTrailerIsAButtonWhileIdle() {
    let list = makeLeafList(contentWidth: 1000)
    let trailer = SimpleTrailer {}
    list.refreshTrailer = trailer
    #expect(trailer.presentation.accessibilityTraits == .button)
    #expect(trailer.accessibilityActivate())
    #expect(trailer.presentation.accessibilityTraits == .staticText)
  }

  // MARK: - Reduce Motion

  @Test func reducedMotionStillsEveryMovingAccessory() {
    withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      let list = makeLeafList(contentWidth: 1000)
      let simple = SimpleHeader {}
      list.refreshHeader = simple
      Finger.pullDown(list, contentBy: 80)
      #expect(simple.presentation.accessory == .arrow(.down, rotation: 0), "armed, the arrow does not turn")
      list.cancelDrag()
      list.advance(by: 1)

      let circle = CircleLoadingHeader {}
      list.refreshHeader = circle
      circle.beginRefreshing()
      list.advance(by: 0.3)
      #expect(circle.presentation.accessory == .ring(strokeEnd: 1, rotation: 0), "a full, still ring")
      #expect(!circle.presentation.needsFrames)
      RefreshConfiguration.default.reducesMotion = false
      #expect(circle.presentation.needsFrames, "it turns again at the next read")
      #expect(circle.presentation.accessory != .ring(strokeEnd: 1, rotation: 0))
      circle.endRefreshing()
      list.advance(by: 1)

      RefreshConfiguration.default.reducesMotion = true
      let images = ImageSequenceHeader {}
      images.setImages(brailleFrames(), for: .refreshing)
      list.refreshHeader = images
      images.beginRefreshing()
      list.advance(by: 0.35)
      #expect(images.presentation.accessory == .image(brailleFrames()[0]), "the first frame, still")
      #expect(!images.presentation.needsFrames)

      let trailer = SimpleTrailer {}
      list.refreshTrailer = trailer
      Finger.pullLeft(list, contentBy: 80)
      #expect(trailer.presentation.accessory == .arrow(.left, rotation: 0))
      #expect(
        withLanguage("en") { trailer.presentation.title } == "Release to load more",
        "the title tells that releasing loads")
    }
  }
}
