extension ResponsibilityDetector {
    static let persistenceTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func save(_ name: String) {
                    UserDefaults.standard.set(name, forKey: "name")
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func load() {
                    let request = NSFetchRequest<Photo>(entityName: "Photo")
                    photos = (try? context.fetch(request)) ?? []
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func store(_ data: Data) throws {
                    let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                    try data.write(to: folder.appendingPathComponent("draft"))
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func remember(_ user: User) throws {
                    let realm = try Realm()
                    try realm.write { realm.add(user) }
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func currentInstance() -> Instance? {
                    instance.object(in: context.managedObjectContext)
                }
            }
            """#),
    ]

    static let persistenceNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let store: Store<[Photo]>

                private func save() async {
                    try? await store.save(photos)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    settings.load()
                }
            }
            """#),
    ]
}
