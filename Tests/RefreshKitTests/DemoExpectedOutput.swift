// swift-format-ignore-file
// The demo's expected output, committed so that a change to what users see is a reviewed change.
// Regenerate with Scripts/update-demo-expected-output.sh after an intended change, and review the diff.

enum DemoExpectedOutput {
  static let defaultSession = #"""
RefreshKit demo: 30 rows of 44 pt in a 375 x 667 viewport under a translucent 88-pt bar,
with a SimpleHeader and a SimpleAutoFooter. Times are virtual seconds.

   time  component   transition                   progress   inset.top   inset.bottom    offset.y  note
the user pulls down slowly past the trigger and releases
  0.083  header      idle → pulling                   1.11        88.0           44.0      -148.1
  0.200  header      pulling → refreshing             1.00       142.0           44.0      -198.2
  0.200  header                                                  142.0           44.0      -198.2  action: reload #1
  1.400  header                                                  142.0           44.0      -142.0  loaded: 5 new rows on top, 35 in all
  1.400  header      refreshing → idle                0.00        88.0           44.0      -142.0
the user flings to the bottom (1 of 3)
  2.450  footer      idle → refreshing                1.00        88.0           44.0       933.0
  2.450  footer                                                   88.0           44.0       933.0  action: load more #1
  3.250  footer                                                   88.0           44.0       917.6  loaded: 10 rows, 45 in all
  3.250  footer      refreshing → idle                0.00        88.0           44.0       917.6
the user flings to the bottom (2 of 3)
  3.408  footer      idle → refreshing                1.00        88.0           44.0      1371.9
  3.408  footer                                                   88.0           44.0      1371.9  action: load more #2
  4.217  footer                                                   88.0           44.0      1357.8  loaded: 10 rows, 55 in all
  4.217  footer      refreshing → idle                0.00        88.0           44.0      1357.8
the user flings to the bottom (3 of 3)
  4.375  footer      idle → refreshing                1.00        88.0           44.0      1812.1
  4.375  footer                                                   88.0           44.0      1812.1  action: load more #3
  5.183  footer                                                   88.0           44.0      1797.8  loaded: nothing more
  5.183  footer      refreshing → noMoreData          0.00        88.0           44.0      1797.8
the app calls beginRefreshing() on the header
  5.250  header      idle → refreshing                1.00        88.0           44.0      1797.0
  5.250  header                                                   88.0           44.0      1797.0  action: reload #2
  6.450  header                                                   88.0           44.0      1797.0  loaded: 5 new rows on top, 60 in all
  6.450  header      refreshing → idle                0.00        88.0           44.0      1797.0
summary: 2 refreshes, 3 loads, 60 rows
final: adjustedContentInset top 88.0 bottom 44.0, refreshInset top 0.0 bottom 44.0, offset.y 1797.0

"""#

  static let pullJSON = #"""
{"component":"header","from":"idle","insetBottom":0,"insetRight":0,"insetTop":88,"offsetX":0,"offsetY":-148.06,"progress":1.112,"time":0.083,"to":"pulling"}
{"component":"header","from":"pulling","insetBottom":0,"insetRight":0,"insetTop":142,"offsetX":0,"offsetY":-198.19,"progress":1,"time":0.2,"to":"refreshing"}
{"component":"header","insetBottom":0,"insetRight":0,"insetTop":142,"note":"action: reload #1","offsetX":0,"offsetY":-198.19,"time":0.2}
{"component":"header","insetBottom":0,"insetRight":0,"insetTop":142,"note":"loaded: 5 new rows on top, 35 in all","offsetX":0,"offsetY":-142,"time":1.4}
{"component":"header","from":"refreshing","insetBottom":0,"insetRight":0,"insetTop":88,"offsetX":0,"offsetY":-142,"progress":0,"time":1.4,"to":"idle"}
{"message":"summary: 1 refresh, 0 loads, 35 rows"}
{"message":"final: adjustedContentInset top 88.0 bottom 0.0, refreshInset top 0.0 bottom 0.0, offset.y -88.0"}

"""#

  static let failedLoadJSON = #"""
{"component":"footer","from":"idle","insetBottom":44,"insetRight":0,"insetTop":88,"offsetX":0,"offsetY":712.5,"progress":1,"time":0.275,"to":"refreshing"}
{"component":"footer","insetBottom":44,"insetRight":0,"insetTop":88,"note":"action: load more","offsetX":0,"offsetY":712.5,"time":0.275}
{"component":"footer","event":"failed","insetBottom":44,"insetRight":0,"insetTop":88,"message":"network unreachable","offsetX":0,"offsetY":705,"time":0.783}
{"component":"footer","from":"refreshing","insetBottom":44,"insetRight":0,"insetTop":88,"offsetX":0,"offsetY":705,"progress":0,"time":0.783,"to":"idle"}
{"message":"tap to retry"}
{"component":"footer","from":"idle","insetBottom":44,"insetRight":0,"insetTop":88,"offsetX":0,"offsetY":697,"progress":1,"time":1.117,"to":"refreshing"}
{"component":"footer","insetBottom":44,"insetRight":0,"insetTop":88,"note":"action: load more","offsetX":0,"offsetY":697,"time":1.117}
{"component":"footer","from":"refreshing","insetBottom":44,"insetRight":0,"insetTop":88,"offsetX":0,"offsetY":697,"progress":0,"time":1.617,"to":"idle"}
{"message":"summary: 0 refreshes, 2 loads, 40 rows"}
{"message":"final: adjustedContentInset top 88.0 bottom 44.0, refreshInset top 0.0 bottom 44.0, offset.y 697.0"}

"""#

  static let script = #"""
   time  component   transition                   progress   inset.top   inset.bottom    offset.y  note
  0.000  header      idle → pulling                   1.11        88.0           44.0      -148.1
  0.000  header      pulling → refreshing             1.00       142.0           44.0      -198.2
  0.000  header                                                  142.0           44.0      -198.2  action
  0.500  header      refreshing → idle                0.00        88.0           44.0      -144.3
summary: 1 refresh, 0 loads, 30 rows
final: adjustedContentInset top 88.0 bottom 44.0, refreshInset top 0.0 bottom 44.0, offset.y -88.0

"""#

}
