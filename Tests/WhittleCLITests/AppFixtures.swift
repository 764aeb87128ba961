/// Swift sources of small apps for the end-to-end tests.
enum AppFixtures {
    /// A view controller that does everything itself: networking, persistence, navigation,
    /// alerts, formatting, layout, keyboard handling, over 400 lines.
    static func massiveProfile(extraFormatters: Int = 40) -> String {
        var source = """
            import UIKit

            final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                @IBOutlet private var tableView: UITableView!
                @IBOutlet private var nameLabel: UILabel!
                private var posts: [Post] = []
                private let dateFormatter = DateFormatter()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                    loadProfile()
                }

                private func loadProfile() {
                    let url = URL(string: "https://example.com/api/profile")!
                    URLSession.shared.dataTask(with: URLRequest(url: url)) { data, _, _ in
                        guard let data else { return }
                        let posts = (try? JSONDecoder().decode([Post].self, from: data)) ?? []
                        UserDefaults.standard.set(posts.count, forKey: "postCount")
                        DispatchQueue.main.async {
                            self.posts = posts.filter { !$0.isHidden }.sorted { $0.date > $1.date }
                            self.tableView.reloadData()
                        }
                    }.resume()
                }

                @objc private func keyboardWillShow(_ notification: Notification) {
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    tableView.contentInset.bottom = frame.height
                }

                func numberOfSections(in tableView: UITableView) -> Int { 1 }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
                    let post = posts[indexPath.row]
                    cell.textLabel?.text = "\\(post.title) — \\(dateFormatter.string(from: post.date))"
                    return cell
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let detail = PostViewController(post: posts[indexPath.row])
                    navigationController?.pushViewController(detail, animated: true)
                }

                @IBAction private func deleteTapped(_ sender: UIButton) {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                        self.posts.removeAll()
                        self.tableView.reloadData()
                    })
                    present(alert, animated: true)
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    nameLabel.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 8, width: view.bounds.width - 32, height: 24)
                }

            """
        for index in 0..<extraFormatters {
            source += """

                    private func formattedCount\(index)(_ count: Int) -> String {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .decimal
                        let text = formatter.string(from: NSNumber(value: count)) ?? "\\(count)"
                        return count == 1 ? "\\(text) follower" : "\\(text) followers"
                    }

                """
        }
        source += """
            }

            struct Post: Decodable {
                var title: String
                var date: Date
                var isHidden: Bool
            }

            final class PostViewController: UIViewController {
                init(post: Post) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }

            """
        return source
    }

    /// A lean controller: it renders what its collaborators prepare.
    static let leanSettings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            private let logic: SettingsLogic
            private let settingsView = SettingsView()

            init(logic: SettingsLogic) {
                self.logic = logic
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func loadView() {
                view = settingsView
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                settingsView.render(logic.state)
            }
        }

        """

    /// Extra work written into the massive controller from another file: it makes it grow.
    static func growth(methods: Int) -> String {
        var source = "import UIKit\n\nextension ProfileViewController {\n"
        for index in 0..<methods {
            source += """
                    func refreshFeed\(index)() {
                        let url = URL(string: "https://example.com/api/feed/\(index)")!
                        URLSession.shared.dataTask(with: url) { data, _, _ in
                            guard let data else { return }
                            try? data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("feed"))
                        }.resume()
                    }

                """
        }
        return source + "}\n"
    }
}
