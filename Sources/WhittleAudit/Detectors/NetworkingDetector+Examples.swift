extension ResponsibilityDetector {
    static let networkingTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func load() {
                    let url = URL(string: "https://api.example.com/user")!
                    URLSession.shared.dataTask(with: url) { data, _, _ in
                        self.render(data)
                    }.resume()
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func load() async throws {
                    let (data, _) = try await URLSession.shared.data(from: endpoint)
                    user = try JSONDecoder().decode(User.self, from: data)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func load() {
                    AF.request("https://api.example.com/user").responseDecodable(of: User.self) { response in
                        self.user = response.value
                    }
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let provider = MoyaProvider<GitHub>()
            }
            """#),
    ]

    static let networkingNonTriggeringExamples: [AuditExample] = [
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
    ]
}
