import SwiftUI

// The profile screen as SwiftUI screens grow: the view fetches, decodes, caches, formats,
// confirms and navigates in its body and modifiers. Auditor input, never compiled; its lean
// twin is Profile/SwiftUI/ProfileSwiftUIView.swift.

struct MassiveProfileUser: Codable {
    var id: String
    var name: String
    var followerCount: Int
    var topFollowers: [String]
    var isFollowedByMe: Bool
}

struct MassiveProfileView: View {
    let userID: String

    @State private var user: MassiveProfileUser?
    @State private var isLoading = false
    @State private var errorMessage: String?
    @State private var showFollowConfirmation = false
    @State private var isFollowing = false
    @State private var showFollowers = false
    @State private var displayName = ""
    @AppStorage("authToken") private var authToken = ""

    private let session = URLSession.shared

    var body: some View {
        NavigationStack {
            Group {
                if isLoading && user == nil {
                    ProgressView("Loading…")
                } else if let errorMessage, user == nil {
                    VStack(spacing: 12) {
                        Image(systemName: "exclamationmark.triangle")
                        Text(errorMessage)
                        Button("Try Again") {
                            Task { await loadProfile() }
                        }
                    }
                } else if let user {
                    VStack(spacing: 12) {
                        Text(user.name).font(.title)
                        Text(followerCountText(user.followerCount))
                        Text(followersText(user))
                            .foregroundStyle(.secondary)
                        TextField("Display name", text: $displayName)
                            .onSubmit { Task { await rename(to: displayName) } }
                        Button(user.isFollowedByMe ? "Following" : "Follow") {
                            showFollowConfirmation = true
                        }
                        .disabled(user.isFollowedByMe || isFollowing)
                        if user.followerCount > 0 {
                            Button("Show Followers") { showFollowers = true }
                        }
                    }
                }
            }
            .navigationTitle(user?.name ?? "")
            .navigationDestination(isPresented: $showFollowers) {
                Text("Followers of \(userID)")
            }
            .alert("Follow \(user?.name ?? "")?", isPresented: $showFollowConfirmation) {
                Button("Cancel", role: .cancel) {}
                Button("Follow") { Task { await follow() } }
            }
            .task { await loadProfile() }
            .refreshable { await loadProfile() }
        }
    }

    private func loadProfile() async {
        if let data = UserDefaults.standard.data(forKey: "profile-\(userID)"),
           let cached = try? JSONDecoder().decode(MassiveProfileUser.self, from: data) {
            user = cached
            displayName = cached.name
        }
        isLoading = true
        defer { isLoading = false }
        guard let url = URL(string: "https://api.example.com/v2/users/\(userID)") else { return }
        var request = URLRequest(url: url)
        request.setValue("Bearer \(authToken)", forHTTPHeaderField: "Authorization")
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                errorMessage = "The profile could not be loaded."
                return
            }
            let loaded = try JSONDecoder().decode(MassiveProfileUser.self, from: data)
            user = loaded
            displayName = loaded.name
            UserDefaults.standard.set(data, forKey: "profile-\(userID)")
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    private func follow() async {
        guard var current = user, !current.isFollowedByMe else { return }
        isFollowing = true
        defer { isFollowing = false }
        guard let url = URL(string: "https://api.example.com/v2/users/\(current.id)/followers") else { return }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("Bearer \(authToken)", forHTTPHeaderField: "Authorization")
        do {
            let (_, response) = try await session.data(for: request)
            guard (response as? HTTPURLResponse)?.statusCode == 204 else {
                errorMessage = "Following failed. Please try again."
                return
            }
            withAnimation(.spring()) {
                current.isFollowedByMe = true
                current.followerCount += 1
                user = current
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    private func rename(to name: String) async {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 50 else {
            errorMessage = "A display name has 1 to 50 characters."
            displayName = user?.name ?? ""
            return
        }
        guard let url = URL(string: "https://api.example.com/v2/users/\(userID)/name") else { return }
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        request.httpBody = try? JSONEncoder().encode(["name": trimmed])
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        _ = try? await session.data(for: request)
        user?.name = trimmed
    }

    private func followerCountText(_ count: Int) -> String {
        guard count > 0 else { return "" }
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        let number = formatter.string(from: NSNumber(value: count)) ?? "\(count)"
        return count == 1 ? "1 follower" : "\(number) followers"
    }

    private func followersText(_ user: MassiveProfileUser) -> String {
        let names = user.topFollowers.prefix(2)
        guard !names.isEmpty else { return "" }
        let others = user.followerCount - names.count
        if others > 0 {
            return "Followed by \(names.joined(separator: ", ")), and \(others) others"
        }
        return "Followed by \(names.joined(separator: " and "))"
    }
}
