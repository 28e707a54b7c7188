import Foundation
import RefreshKit
import Testing

// `addRefreshHeader { } configure: { }` and its siblings: the component the defaults make, set up and returned as the
// kind it is, with no cast. Only the public API is visible here, as in an app.

@Suite @MainActor struct AddRefreshConfigureTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  @Test func theImageSequenceHeaderTheDefaultsMakeIsConfiguredAndReturnedWithNoCast() {
    withConfiguration {
      RefreshConfiguration.default.makeHeader = { ImageSequenceHeader() }
      let list = makeLeafList()
      var reloads = 0
      var attachedWhileConfigured: Bool?
      let header = list.addRefreshHeader {
        reloads += 1
      } configure: { (header: ImageSequenceHeader) in
        attachedWhileConfigured = header.scrollView != nil
        header.setImages(brailleFrames(), for: .refreshing)
        header.height = 60
      }
      #expect(attachedWhileConfigured == false, "set up before it is attached")
      #expect(list.refreshHeader === header)
      #expect(header?.frame.height == 60, "laid out as configured")
      #expect(header?.imageSequence.images(for: .refreshing).count == 10)
      header?.beginRefreshing()
      #expect(reloads == 1)
      #expect(list.refreshInset == Insets(top: 60))
      #expect(header?.currentImage?.name == "spin-0")
    }
  }

  @Test func aConfigurationForAnotherKindIsRefusedAndTheHeaderThereStays() {
    withConfiguration {
      let list = makeLeafList()
      let old = SimpleHeader {}
      list.refreshHeader = old
      var configured = false
      let (header, diagnostics) = RefreshDiagnostics.collect {
        list.addRefreshHeader {
        } configure: { (_: ImageSequenceHeader) in
          configured = true
        }
      }
      #expect(header == nil)
      #expect(!configured)
      #expect(list.refreshHeader === old, "nothing was attached")
      #expect(diagnostics.map(\.member) == ["ScrollModel.addRefreshHeader(action:configure:)"])
      #expect(diagnostics.map(\.value) == ["SimpleHeader"])
    }
  }

  @Test func aFooterAndATrailerAreConfiguredAsTheKindTheDefaultsMake() async {
    let list = makeLeafList(contentWidth: 800)
    let footer = list.addRefreshFooter {
      throw Offline()
    } configure: { (footer: SimpleAutoFooter) in
      footer.autoTriggerTimes = -1
    }
    var loads = 0
    let trailer = list.addRefreshTrailer {
      loads += 1
    } configure: { (trailer: SimpleTrailer) in
      trailer.width = 80
    }
    #expect(footer?.autoTriggerTimes == -1)
    #expect(list.refreshFooter === footer)
    footer?.beginRefreshing()
    await footer?.actionTask?.value
    #expect(footer?.lastResult == .failure(""), "the async action ended its load by itself, with no debug text")
    trailer?.beginRefreshing()
    #expect(loads == 1)
    #expect(list.refreshInset == Insets(bottom: 44, right: 80))
  }
}
