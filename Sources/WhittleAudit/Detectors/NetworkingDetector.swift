extension ResponsibilityDetector {
    /// The `networking` detector: the signals that show ``Responsibility/networking``, with examples that run as tests.
    static let networking = ResponsibilityDetector(
        responsibility: .networking,
        signals: [
            Signal(.type("URLSession"), "talks to URLSession directly"),
            // Constructing one, not naming the type in an annotation or a parameter.
            // A request handed to a web view's `load` is a page to show, not a network call.
            Signal(.call("URLRequest"), "builds a URLRequest").unless(with: [.call("load"), .call("loadRequest")]),
            Signal(.type("URLSessionConfiguration"), "configures a URL session"),
            // Holding a task in a stored property to cancel it is not networking.
            Signal(.type("URLSessionDataTask"), "holds a network task").notInStoredProperties(),
            Signal(.type("URLSessionWebSocketTask"), "opens a web socket"),
            // Components alone parse or build a URL, often one a web view or Safari opens.
            Signal(.type("URLComponents"), "builds a request URL").only(with: [
                .call("URLRequest"), .type("URLSession"), .call("dataTask"), .call("downloadTask"), .call("uploadTask"),
            ]),
            Signal(.type("JSONDecoder"), "decodes a response"),
            Signal(.type("JSONSerialization"), "parses a response"),
            Signal(.type("AF"), "calls Alamofire"),
            Signal(.type("Alamofire"), "calls Alamofire"),
            Signal(.type("MoyaProvider"), "calls a Moya provider"),
            Signal(.type("NWConnection"), "opens a network connection"),
            Signal(.type("WebSocket"), "opens a web socket with Starscream").imported(from: ["Starscream"]),
            Signal(.type("SDWebImageManager"), "loads a remote image"),
            Signal(.type("KingfisherManager"), "loads a remote image"),
            Signal(.type("HTTPURLResponse"), "handles an HTTP response"),
            Signal(.call("dataTask"), "starts a URLSession data task"),
            Signal(.call("downloadTask"), "starts a URLSession download task"),
            Signal(.call("uploadTask"), "starts a URLSession upload task"),
            Signal(.call("responseDecodable"), "handles an Alamofire response"),
            Signal(.call("responseJSON"), "handles an Alamofire response"),
            Signal(.call("responseData"), "handles an Alamofire response"),
            Signal(.call("sd_setImage"), "loads a remote image into a view"),
            Signal(.call("af_setImage"), "loads a remote image into a view"),
            // Library names that other code uses too count only where the library is imported.
            Signal(.member("kf"), "loads a remote image with Kingfisher").imported(from: ["Kingfisher"]),
            Signal(.type("KFImage"), "loads a remote image with Kingfisher").imported(from: ["Kingfisher"]),
            Signal(.member("af"), "loads a remote image with AlamofireImage").imported(from: ["AlamofireImage"]),
            Signal(.type("Nuke"), "loads a remote image with Nuke"),
            Signal(.type("ImagePipeline"), "loads a remote image with Nuke").imported(from: ["Nuke", "NukeUI"]),
            Signal(.type("LazyImage"), "loads a remote image with NukeUI").imported(from: ["NukeUI"]),
            Signal(.type("WebImage"), "loads a remote image with SDWebImage").imported(from: ["SDWebImageSwiftUI"]),
            Signal(.type("ApolloClient"), "calls a GraphQL API with Apollo"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                import Nuke
                import NukeUI

                final class ExampleViewController: UIViewController {
                    private func loadIcon() {
                        ↓Nuke.loadImage(with: app.iconURL, into: iconView)
                        ↓ImagePipeline.shared.loadImage(with: app.screenshotURL) { result in
                            self.render(try? result.get().image)
                        }
                        let banner = ↓LazyImage(url: app.bannerURL)
                        host(banner)
                    }

                    private func loadFeed() {
                        ↓ApolloClient(url: endpoint).fetch(query: FeedQuery()) { result in self.render(result) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() {
                        let url = URL(string: "https://api.example.com/user")!
                        ↓URLSession.shared.dataTask(with: url) { data, _, _ in
                            self.render(data)
                        }.resume()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() async throws {
                        let (data, _) = try await ↓URLSession.shared.data(from: endpoint)
                        user = try ↓JSONDecoder().decode(User.self, from: data)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() {
                        ↓AF.request("https://api.example.com/user").responseDecodable(of: User.self) { response in
                            self.user = response.value
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let provider = ↓MoyaProvider<GitHub>()
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var searchTask: URLSessionDataTask?

                    private func search(_ text: String) {
                        var components = ↓URLComponents(string: "https://api.example.com/search")!
                        components.queryItems = [URLQueryItem(name: "q", value: text)]
                        var request = ↓URLRequest(url: components.url!)
                        request.httpMethod = "GET"
                        let task: ↓URLSessionDataTask = URLSession.shared.dataTask(with: request) { data, response, _ in
                            guard (response as? ↓HTTPURLResponse)?.statusCode == 200, let data else { return }
                            self.show(try? ↓JSONSerialization.jsonObject(with: data))
                        }
                        searchTask = task
                        task.resume()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func upload(_ photo: Data) {
                        let session = URLSession(configuration: ↓URLSessionConfiguration.background(withIdentifier: "upload"))
                        ↓session.uploadTask(with: uploadRequest, from: photo).resume()
                    }

                    private func download(_ url: URL) {
                        ↓URLSession.shared.downloadTask(with: url) { file, _, _ in self.showDownload(file) }.resume()
                    }
                }
                """#),
            AuditExample(
                #"""
                import Starscream

                final class ExampleViewController: UIViewController {
                    private var chat: ↓URLSessionWebSocketTask?

                    private func connect() {
                        chat = URLSession.shared.webSocketTask(with: chatURL)
                        chat?.resume()
                        let presence = ↓NWConnection(host: "presence.example.com", port: 443, using: .tls)
                        presence.start(queue: .main)
                        let live = ↓WebSocket(request: URLRequest(url: liveURL))
                        live.connect()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadFeed() {
                        ↓Alamofire.request(feedURL).responseJSON { response in self.show(response.value) }
                        ↓AF.request(avatarURL).responseData { response in self.showAvatar(response.data) }
                    }
                }
                """#),
            AuditExample(
                #"""
                import AlamofireImage
                import Kingfisher
                import SDWebImageSwiftUI

                final class ExampleViewController: UIViewController {
                    private func showImages(_ url: URL) {
                        ↓avatarView.sd_setImage(with: url)
                        ↓coverView.af_setImage(withURL: url)
                        ↓logoView.af.setImage(withURL: url)
                        ↓bannerView.kf.setImage(with: url)
                        host(↓KFImage(url), ↓WebImage(url: url))
                        ↓SDWebImageManager.shared.loadImage(with: url, progress: nil) { image, _, _, _, _, _ in self.header = image }
                        ↓KingfisherManager.shared.retrieveImage(with: url) { result in self.background = try? result.get().image }
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // Without `import Kingfisher` or `import Starscream`, these are the app's own names.
                    private func refresh() {
                        let pipeline = ImagePipeline(stages: stages)
                        render(pipeline.kf, WebSocket(kind: .live))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openHelp(topic: String) {
                        var components = URLComponents(string: "https://help.example.com")
                        components?.queryItems = [URLQueryItem(name: "topic", value: topic)]
                        if let url = components?.url { UIApplication.shared.open(url) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var searchTask: URLSessionDataTask?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        webView.load(URLRequest(url: helpPage))
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        searchTask?.cancel()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let logic: ProfileLogicController

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        logic.load()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func refresh() async {
                        let user = try? await webService.load(User.endpoint)
                        render(user)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var pendingRequests: [String: URLRequest] = [:]
                }
                """#),
        ])
}
