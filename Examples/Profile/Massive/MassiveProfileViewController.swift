import UIKit

/// The profile screen as it was first written: one view controller that builds its views,
/// loads the user from a cache or the network, formats every label, follows the user after
/// asking, lets the user rename themselves, and shows the followers — pushed on iPhone, in
/// the split view's secondary column on iPad.
final class MassiveProfileViewController: UIViewController {

    // MARK: - Properties

    private let userID: String
    private var user: User?
    private var followRequest: URLSessionDataTask?
    private let session: URLSession
    private static let cache = NSCache<NSString, CachedUser>()

    private let avatarImageView = UIImageView()
    private let nameLabel = UILabel()
    private let displayNameField = UITextField()
    private let followerCountLabel = UILabel()
    private let followersLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private let followersButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .large)
    private let errorLabel = UILabel()
    private let retryButton = UIButton(type: .system)
    private let stackView = UIStackView()

    private lazy var countFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    private lazy var listFormatter = ListFormatter()

    // MARK: - Init

    init(userID: String, session: URLSession = .shared) {
        self.userID = userID
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buildViews()
        layoutViews()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadUser()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        followRequest?.cancel()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .regular {
            stackView.axis = .horizontal
            stackView.spacing = 24
        } else {
            stackView.axis = .vertical
            stackView.spacing = 12
        }
    }

    // MARK: - View construction

    private func buildViews() {
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.clipsToBounds = true
        avatarImageView.layer.cornerRadius = 48
        avatarImageView.backgroundColor = .secondarySystemBackground

        nameLabel.font = .preferredFont(forTextStyle: .title1)
        nameLabel.adjustsFontForContentSizeCategory = true

        displayNameField.borderStyle = .roundedRect
        displayNameField.placeholder = "Display name"
        displayNameField.returnKeyType = .done
        displayNameField.delegate = self

        followerCountLabel.font = .preferredFont(forTextStyle: .headline)
        followersLabel.font = .preferredFont(forTextStyle: .subheadline)
        followersLabel.textColor = .secondaryLabel
        followersLabel.numberOfLines = 0

        followButton.setTitle("Follow", for: .normal)
        followButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        followButton.addTarget(self, action: #selector(followButtonTapped(_:)), for: .touchUpInside)

        followersButton.setTitle("Show followers", for: .normal)
        followersButton.addTarget(self, action: #selector(followersButtonTapped(_:)), for: .touchUpInside)

        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.textAlignment = .center
        errorLabel.isHidden = true
        retryButton.setTitle("Try again", for: .normal)
        retryButton.isHidden = true
        retryButton.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)

        spinner.hidesWhenStopped = true

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 12
        for subview in [avatarImageView, nameLabel, displayNameField, followerCountLabel, followersLabel,
                        followButton, followersButton] {
            stackView.addArrangedSubview(subview)
        }
        for subview in [stackView, spinner, errorLabel, retryButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
    }

    private func layoutViews() {
        NSLayoutConstraint.activate([
            avatarImageView.widthAnchor.constraint(equalToConstant: 96),
            avatarImageView.heightAnchor.constraint(equalToConstant: 96),
            displayNameField.widthAnchor.constraint(equalToConstant: 240),
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            errorLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            errorLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            errorLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            retryButton.topAnchor.constraint(equalTo: errorLabel.bottomAnchor, constant: 12),
            retryButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    // MARK: - Loading

    private func loadUser() {
        if let cached = Self.cache.object(forKey: userID as NSString), cached.date.timeIntervalSinceNow > -300 {
            show(cached.user)
            return
        }
        spinner.startAnimating()
        stackView.isHidden = true
        errorLabel.isHidden = true
        retryButton.isHidden = true

        guard let url = URL(string: "https://api.example.com/v2/users/\(userID)") else { return }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token = UserDefaults.standard.string(forKey: "authToken") {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        session.dataTask(with: request) { [weak self] data, response, error in
            DispatchQueue.main.async {
                guard let self else { return }
                self.spinner.stopAnimating()
                if let error {
                    self.showFailure(error.localizedDescription)
                    return
                }
                guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode), let data else {
                    self.showFailure("The server did not answer as expected.")
                    return
                }
                do {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    decoder.dateDecodingStrategy = .iso8601
                    let user = try decoder.decode(User.self, from: data)
                    Self.cache.setObject(CachedUser(user: user, date: Date()), forKey: self.userID as NSString)
                    self.show(user)
                } catch {
                    self.showFailure("The profile could not be read.")
                }
            }
        }.resume()
    }

    private func loadAvatar(from url: URL) {
        session.dataTask(with: url) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self?.avatarImageView.image = image
            }
        }.resume()
    }

    // MARK: - Rendering

    private func show(_ user: User) {
        self.user = user
        stackView.isHidden = false
        errorLabel.isHidden = true
        retryButton.isHidden = true
        title = user.name
        nameLabel.text = user.name
        displayNameField.text = user.displayName
        followerCountLabel.text = followerCountString(for: user)
        followersLabel.text = followersString(for: user)
        followButton.setTitle(user.isFollowedByMe ? "Following" : "Follow", for: .normal)
        followButton.isEnabled = !user.isFollowedByMe && !user.isCurrentUser
        followersButton.isHidden = user.followerCount == 0
        if let avatarURL = user.avatarURL {
            loadAvatar(from: avatarURL)
        }
    }

    private func showFailure(_ message: String) {
        stackView.isHidden = true
        errorLabel.text = message
        errorLabel.isHidden = false
        retryButton.isHidden = false
    }

    @objc private func retryTapped() {
        Self.cache.removeObject(forKey: userID as NSString)
        loadUser()
    }

    // MARK: - Formatting

    private func followerCountString(for user: User) -> String {
        guard user.followerCount > 0 else { return "" }
        let count = countFormatter.string(from: NSNumber(value: user.followerCount)) ?? "\(user.followerCount)"
        return user.followerCount == 1 ? "1 follower" : "\(count) followers"
    }

    private func followersString(for user: User) -> String {
        let names = user.topFollowers.map(\.name)
        guard !names.isEmpty else { return "" }
        if user.followerCount > names.count {
            let others = user.followerCount - names.count
            let shown = names.prefix(2).joined(separator: ", ")
            return "Followed by \(shown) and \(others) others"
        }
        return "Followed by " + (listFormatter.string(from: names) ?? names.joined(separator: ", "))
    }
}
