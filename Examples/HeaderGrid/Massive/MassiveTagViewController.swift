import UIKit

/// A tag screen as it was first written: a header summarising the tag above a grid of its
/// photos, both built, loaded, formatted and laid out by one controller that is also the
/// grid's data source and delegate.
final class MassiveTagViewController: UIViewController {

    // MARK: - Properties

    private let tagName: String
    private var tag: Tag?
    private var photos: [Photo] = []
    private var relatedTags: [Tag] = []
    private var nextPageURL: URL?
    private var isLoadingPage = false
    private var imageCache: [URL: UIImage] = [:]
    private let headerHeight: CGFloat = 44

    private let headerView = UIView()
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private lazy var gridView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        grid.register(PhotoGridCell.self, forCellWithReuseIdentifier: "PhotoGridCell")
        grid.register(
            RelatedTagsHeader.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "RelatedTagsHeader"
        )
        grid.dataSource = self
        grid.delegate = self
        grid.backgroundColor = .systemBackground
        return grid
    }()

    private lazy var countFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = true
        return formatter
    }()

    // MARK: - Init

    init(tagName: String) {
        self.tagName = tagName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "#\(tagName)"

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        countLabel.font = .preferredFont(forTextStyle: .footnote)
        countLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
        headerView.backgroundColor = .secondarySystemBackground
        headerView.addSubview(titleLabel)
        headerView.addSubview(countLabel)
        headerView.addSubview(followButton)
        view.addSubview(headerView)
        view.addSubview(gridView)

        loadTag()
        loadPhotos(from: URL(string: "https://api.example.com/tags/\(tagName)/photos?per_page=60"))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let workingRect = view.bounds.inset(by: view.safeAreaInsets)
        let (headerRect, gridRect) = workingRect.divided(atDistance: headerHeight, from: .minYEdge)
        headerView.frame = headerRect
        gridView.frame = gridRect

        let content = headerRect.insetBy(dx: 16, dy: 4)
        let (buttonRect, textRect) = content.divided(atDistance: 80, from: .maxXEdge)
        let (titleRect, countRect) = textRect.divided(atDistance: textRect.height * 0.6, from: .minYEdge)
        titleLabel.frame = titleRect
        countLabel.frame = countRect
        followButton.frame = buttonRect
        gridView.collectionViewLayout.invalidateLayout()
    }

    // MARK: - Networking

    private func loadTag() {
        guard let url = URL(string: "https://api.example.com/tags/\(tagName)") else { return }
        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let data, let tag = try? JSONDecoder().decode(Tag.self, from: data) else { return }
            DispatchQueue.main.async {
                self?.tag = tag
                self?.relatedTags = tag.related.filter { $0.photoCount > 10 }.sorted { $0.photoCount > $1.photoCount }
                self?.updateHeader()
                self?.gridView.reloadSections(IndexSet(integer: 0))
            }
        }.resume()
    }

    private func loadPhotos(from url: URL?) {
        guard let url, !isLoadingPage else { return }
        isLoadingPage = true
        URLSession.shared.dataTask(with: url) { [weak self] data, response, _ in
            let page = data.flatMap { try? JSONDecoder().decode(PhotoPage.self, from: $0) }
            DispatchQueue.main.async {
                guard let self else { return }
                self.isLoadingPage = false
                guard let page else { return }
                let start = self.photos.count
                let fresh = page.photos.filter { photo in !self.photos.contains { $0.id == photo.id } }
                self.photos.append(contentsOf: fresh)
                self.nextPageURL = page.next
                let paths = (start..<self.photos.count).map { IndexPath(item: $0, section: 1) }
                self.gridView.performBatchUpdates {
                    self.gridView.insertItems(at: paths)
                }
            }
        }.resume()
    }

    private func image(for url: URL, completion: @escaping (UIImage) -> Void) {
        if let cached = imageCache[url] {
            completion(cached)
            return
        }
        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self?.imageCache[url] = image
                completion(image)
            }
        }.resume()
    }

    // MARK: - Header

    private func updateHeader() {
        guard let tag else { return }
        titleLabel.text = "#\(tag.name)"
        let photos = countFormatter.string(from: NSNumber(value: tag.photoCount)) ?? "\(tag.photoCount)"
        let followers = countFormatter.string(from: NSNumber(value: tag.followerCount)) ?? "\(tag.followerCount)"
        countLabel.text = "\(photos) photos · \(followers) followers"
        followButton.setTitle(tag.isFollowed ? "Following" : "Follow", for: .normal)
    }

    @objc private func followTapped() {
        guard var tag else { return }
        tag.isFollowed.toggle()
        self.tag = tag
        updateHeader()
    }
}

// MARK: - UICollectionViewDataSource

extension MassiveTagViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        2
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? relatedTags.count : photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoGridCell", for: indexPath)
        guard let gridCell = cell as? PhotoGridCell else { return cell }
        if indexPath.section == 0 {
            let related = relatedTags[indexPath.item]
            gridCell.caption = "#\(related.name)"
            gridCell.imageView.image = nil
        } else {
            let photo = photos[indexPath.item]
            gridCell.caption = nil
            gridCell.representedID = photo.id
            image(for: photo.thumbnailURL) { image in
                if gridCell.representedID == photo.id { gridCell.imageView.image = image }
            }
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "RelatedTagsHeader", for: indexPath
        )
        (header as? RelatedTagsHeader)?.title = indexPath.section == 0 ? "Related tags" : "Recent photos"
        return header
    }
}

// MARK: - UICollectionViewDelegateFlowLayout

extension MassiveTagViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        if indexPath.section == 0 { return CGSize(width: 120, height: 32) }
        let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 5 : 3
        let side = floor((collectionView.bounds.width - (columns - 1) * 2) / columns)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            navigationController?.pushViewController(MassiveTagViewController(tagName: relatedTags[indexPath.item].name), animated: true)
        } else {
            let detail = PhotoDetailViewController(photo: photos[indexPath.item], owner: nil)
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if indexPath.section == 1, indexPath.item >= photos.count - 12 {
            loadPhotos(from: nextPageURL)
        }
    }
}
