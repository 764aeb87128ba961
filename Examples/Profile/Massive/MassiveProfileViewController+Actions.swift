import UIKit

// MARK: - Following

extension MassiveProfileViewController {
    @IBAction func followButtonTapped(_ sender: UIButton) {
        guard let user else { return }
        let alert = UIAlertController(
            title: nil,
            message: "Are you sure you want to follow \(user.name)?",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Follow", style: .default) { [weak self] _ in
            self?.follow(user)
        })
        present(alert, animated: true)
    }

    private func follow(_ user: User) {
        guard let url = URL(string: "https://api.example.com/v2/users/\(user.id)/followers") else { return }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        if let token = UserDefaults.standard.string(forKey: "authToken") {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        followButton.isEnabled = false
        followRequest = session.dataTask(with: request) { [weak self] _, response, error in
            DispatchQueue.main.async {
                guard let self else { return }
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                guard error == nil, (200..<300).contains(status) else {
                    self.followButton.isEnabled = true
                    let failure = UIAlertController(
                        title: "Could not follow \(user.name)",
                        message: error?.localizedDescription ?? "Please try again later.",
                        preferredStyle: .alert
                    )
                    failure.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(failure, animated: true)
                    return
                }
                var followed = user
                followed.isFollowedByMe = true
                followed.followerCount += 1
                Self.cache.setObject(CachedUser(user: followed, date: Date()), forKey: followed.id as NSString)
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                UIView.animate(withDuration: 0.3) {
                    self.followButton.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                } completion: { _ in
                    self.followButton.transform = .identity
                }
                self.show(followed)
            }
        }
        followRequest?.resume()
    }
}

// MARK: - Followers

extension MassiveProfileViewController {
    @IBAction func followersButtonTapped(_ sender: UIButton) {
        guard let user else { return }
        let followers = FollowerListViewController(userID: user.id)
        followers.title = "Followers of \(user.name)"
        if traitCollection.horizontalSizeClass == .regular, let split = splitViewController {
            split.setViewController(UINavigationController(rootViewController: followers), for: .secondary)
            split.show(.secondary)
        } else {
            navigationController?.pushViewController(followers, animated: true)
        }
    }
}

// MARK: - UITextFieldDelegate

extension MassiveProfileViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard var user, let newName = textField.text?.trimmingCharacters(in: .whitespacesAndNewlines) else { return }
        guard !newName.isEmpty, newName.count <= 40 else {
            textField.text = user.displayName
            let alert = UIAlertController(
                title: "Invalid name", message: "A display name has 1 to 40 characters.", preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        guard let url = URL(string: "https://api.example.com/v2/users/\(user.id)") else { return }
        var request = URLRequest(url: url)
        request.httpMethod = "PATCH"
        request.httpBody = try? JSONEncoder().encode(["display_name": newName])
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        session.dataTask(with: request) { [weak self] _, _, error in
            DispatchQueue.main.async {
                guard let self, error == nil else { return }
                user.displayName = newName
                Self.cache.setObject(CachedUser(user: user, date: Date()), forKey: user.id as NSString)
                self.show(user)
            }
        }.resume()
    }
}
