/// Member templates the corpus generator assembles view controllers from, one family per
/// kind of work a massive controller does. `__N__` is replaced by a number so names stay unique.
enum ControllerSnippets {
    /// Members that do misplaced work, by theme.
    static let misplaced: [[String]] = [
        // networking
        ["""
            func loadPage__N__(completion: @escaping ([Item]) -> Void) {
                var request = URLRequest(url: URL(string: "https://api.example.com/items?page=__N__")!)
                request.httpMethod = "GET"
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                URLSession.shared.dataTask(with: request) { data, response, error in
                    guard let data, error == nil else { return completion([]) }
                    let items = (try? JSONDecoder().decode([Item].self, from: data)) ?? []
                    DispatchQueue.main.async { completion(items) }
                }.resume()
            }
            """,
         """
            func fetchAvatar__N__(for user: User) async throws -> Data {
                let url = URL(string: "https://cdn.example.com/avatars/\\(user.id)")!
                let (data, response) = try await URLSession.shared.data(from: url)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                return data
            }
            """],
        // persistence
        ["""
            func saveDraft__N__() {
                UserDefaults.standard.set(textView.text, forKey: "draft__N__")
                let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("draft__N__.json")
                if let data = try? JSONEncoder().encode(items) {
                    try? data.write(to: url, options: .atomic)
                }
            }
            """,
         """
            func loadCachedItems__N__() -> [Item] {
                let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
                request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
                let objects = (try? persistentContainer.viewContext.fetch(request)) ?? []
                return objects.compactMap { Item(object: $0) }
            }
            """],
        // navigation
        ["""
            func showDetail__N__(for item: Item) {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                guard let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else { return }
                detail.item = item
                navigationController?.pushViewController(detail, animated: true)
            }
            """,
         """
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "showSettings__N__", let settings = segue.destination as? SettingsViewController {
                    settings.user = currentUser
                }
            }
            """],
        // alerts
        ["""
            func confirmDelete__N__(_ item: Item) {
                let alert = UIAlertController(title: "Delete \\(item.title)?", message: "This cannot be undone.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                    self?.items.removeAll { $0.id == item.id }
                    self?.tableView.reloadData()
                })
                present(alert, animated: true)
            }
            """],
        // formatting
        ["""
            func subtitle__N__(for item: Item) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .short
                let count = NumberFormatter.localizedString(from: NSNumber(value: item.likes), number: .decimal)
                return "\\(formatter.string(from: item.date)) · \\(count) likes"
            }
            """,
         """
            func attributedTitle__N__(for user: User) -> NSAttributedString {
                let text = NSMutableAttributedString(string: user.name, attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
                text.append(NSAttributedString(string: " @\\(user.handle)", attributes: [.foregroundColor: UIColor.secondaryLabel]))
                return text
            }
            """],
        // layout and view construction
        ["""
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let width = view.bounds.width - 32
                headerView.frame = CGRect(x: 16, y: view.safeAreaInsets.top + __N__, width: width, height: 120)
                avatarView.frame = CGRect(x: 16, y: headerView.frame.maxY + 8, width: 64, height: 64)
            }
            """,
         """
            func makeHeader__N__() -> UIView {
                let header = UIView()
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .headline)
                label.translatesAutoresizingMaskIntoConstraints = false
                header.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                    label.centerYAnchor.constraint(equalTo: header.centerYAnchor),
                ])
                return header
            }
            """],
        // keyboard
        ["""
            @objc func keyboardWillChange__N__(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
                scrollView.contentInset.bottom = max(0, overlap)
                scrollView.verticalScrollIndicatorInsets.bottom = max(0, overlap)
            }
            """],
        // data source and cells
        ["""
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections[section].items.count
            }
            """,
         """
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
                let item = sections[indexPath.section].items[indexPath.row]
                cell.textLabel?.text = item.title
                cell.detailTextLabel?.text = subtitle0(for: item)
                return cell
            }
            """],
        // domain logic and validation
        ["""
            func visibleItems__N__() -> [Item] {
                items.filter { !$0.isArchived && $0.owner == currentUser.id }
                    .sorted { $0.priority == $1.priority ? $0.date > $1.date : $0.priority > $1.priority }
            }
            """,
         """
            func validateForm__N__() -> Bool {
                let email = emailField.text ?? ""
                let isValid = email.contains("@") && (passwordField.text?.count ?? 0) >= 8
                submitButton.isEnabled = isValid
                return isValid
            }
            """],
        // animation, analytics, device services
        ["""
            func highlight__N__(_ view: UIView) {
                UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut]) {
                    view.alpha = 0.5
                    view.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
                } completion: { _ in
                    view.alpha = 1
                }
            }
            """,
         """
            @IBAction func shareTapped__N__(_ sender: UIBarButtonItem) {
                Analytics.logEvent("share_tapped", parameters: ["screen": "__N__"])
                let share = UIActivityViewController(activityItems: [currentURL], applicationActivities: nil)
                UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                present(share, animated: true)
            }
            """],
    ]

    /// Members a lean controller keeps: lifecycle and rendering through collaborators.
    static let kept: [String] = [
        """
        override func viewDidLoad() {
            super.viewDidLoad()
            logic.onChange = { [weak self] state in self?.render(state) }
            logic.load()
        }
        """,
        """
        func render__N__(_ state: ViewState) {
            titleLabel.text = state.title
            tableView.reloadData()
        }
        """,
        """
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            logic.refreshIfNeeded()
        }
        """,
    ]
}
