extension ResponsibilityDetector {
    static let cachingTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let thumbnails = NSCache<NSURL, UIImage>()
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private var imageCache: [URL: UIImage] = [:]
            }
            """#),
    ]

    static let cachingNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let images: ImageStore

                private func thumbnail(for url: URL) async -> UIImage? {
                    await images.image(for: url)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private var photos: [Photo] = []
            }
            """#),
    ]
}
