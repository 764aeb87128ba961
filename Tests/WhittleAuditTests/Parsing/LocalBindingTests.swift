import Testing
@testable import WhittleAudit

/// What a member's locals and parameters hold (``MemberFacts/localTypes``), as both Swift
/// paths and the Objective-C reader record it, and as ``MemberFacts/LocalBinding`` reads it.
struct LocalBindingTests {
    private static let filter = AuditCatalog().eventFilter

    /// The one member `refresh`'s local types, from the skeleton path and from the full tree.
    private static func swiftBindings(_ body: String) -> (skeleton: [String: String]?, full: [String: String]?) {
        let source = """
            final class Loader {
                var client: APIClient?
                func refresh(using service: SyncService) {
            \(body)
                }
            }
            """
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let scan = SourceScan(buffer)
            func refresh(_ types: [TypeFacts]?) -> [String: String]? {
                types?.first?.members.first { $0.name == "refresh(using:)" }?.localTypes
            }
            return (
                refresh(FileParser.skeletonTypes(buffer, scan: scan, filter: Self.filter)),
                refresh(FileParser.fullTreeTypes(buffer, scan: scan, filter: Self.filter))
            )
        }
    }

    @Test(arguments: [
        ("let api = APIClient.shared\n api.fetch { _ in }", "api", "APIClient.shared"),
        ("let api = APIClient()\n api.fetch { _ in }", "api", "APIClient"),
        ("let api: APIClient = .shared\n api.fetch { _ in }", "api", "APIClient"),
        ("guard let api = client else { return }\n api.fetch { _ in }", "api", "client"),
        ("if let api = self.client {\n api.fetch { _ in }\n }", "api", "client"),
        ("service.sync { _ in }", "service", "SyncService"),
        ("for item in items { item.load() }", "item", "[items]"),
        ("guard let file = item as? RemoteFile else { return }\n file.star { _ in }", "file", "RemoteFile"),
        ("let cell = tableView.dequeueReusableCell(withIdentifier: \"c\", for: path) as! FileCell\n cell.load()", "cell", "FileCell"),
        ("if let vc = segue.destination as? Store.DetailController, ok {\n vc.load()\n }", "vc", "DetailController"),
        ("let name = nameField.text ?? \"\"\n name.fetch { _ in }", "name", "nameField.text"),
        ("guard let name = self.nameField.text, ok else { return }\n name.fetch { _ in }", "name", "nameField.text"),
        ("let path = pathControl.stringValue\n path.fetch { _ in }", "path", "pathControl.stringValue"),
        // A path of properties, optional chaining left out.
        ("let api = session.client.api\n api.fetch { _ in }", "api", "session.client.api"),
        ("guard let api = self.session?.client else { return }\n api.fetch { _ in }", "api", "session.client"),
        ("if let api = session.client!.api, ok {\n api.fetch { _ in }\n }", "api", "session.client.api"),
    ])
    func aCalledLocalKeepsWhatItsCodeShows(_ body: String, local: String, binding: String) {
        let (skeleton, full) = Self.swiftBindings(body)
        #expect(full?[local] == binding)
        #expect(skeleton?[local] == binding)
    }

    /// A call's result or a longer path is not shown by the code: the local stays untyped.
    @Test(arguments: [
        "let api = makeClient()\n api.fetch { _ in }", "let api = session.a.client.api\n api.fetch { _ in }",
        "let api = session.client.api()\n api.fetch { _ in }", "let api = session.clients[0]\n api.fetch { _ in }",
        "let api = (session as? APIClient) ?? fallback\n api.fetch { _ in }",
        "let api = session as? APIClient ?? fallback\n api.fetch { _ in }",
        "let api = sessions as? [APIClient]\n api.fetch { _ in }",
        "let api = nameField.text ?? fallback\n api.fetch { _ in }",
        "let api = nameField.text.lowercased()\n api.fetch { _ in }",
    ])
    func anExpressionLeavesTheLocalUntyped(_ body: String) {
        let (skeleton, full) = Self.swiftBindings(body)
        #expect(full?["api"] == nil)
        #expect(skeleton?["api"] == nil)
    }

    @Test(arguments: [
        ("APIClient", MemberFacts.LocalBinding.type("APIClient")),
        ("client", .property("client")),
        ("[items]", .element("items")),
        ("APIClient.shared", .member(of: "APIClient", "shared")),
        ("nameField.text", .typedText(of: "nameField")),
        ("controllers.userControllers.fileDownloader", .property("controllers.userControllers.fileDownloader")),
    ])
    func theSpellingsReadBack(_ spelling: String, binding: MemberFacts.LocalBinding) {
        #expect(MemberFacts.LocalBinding(spelling) == binding)
    }

    /// An Objective-C method keeps its locals' and parameters' classes where it messages them,
    /// and a method without arguments the class of the object it returns.
    @Test func objectiveCLocalsAndFactoryResults() throws {
        let facts = ObjCTestSupport.facts("""
            @implementation Utilities
            + (DSJSONRPC *)getJsonRPC {
                return nil;
            }
            - (NSInteger)count {
                return 0;
            }
            - (void)save:(Settings *)settings {
                DataManager *dataMan = [[DataManager alloc] init];
                [dataMan saveSettings:settings];
                [settings touch];
            }
            @end
            """)
        let members = try #require(facts.types.first?.members)
        #expect(members.first { $0.name == "+getJsonRPC" }?.declaredType == "DSJSONRPC")
        #expect(members.first { $0.name == "-count" }?.declaredType == nil)
        let save = try #require(members.first { $0.name == "-save:" })
        #expect(save.localTypes == ["dataMan": "DataManager", "settings": "Settings"])
    }

    /// A receiver cast to a class is of that class in the member, when the cast is of the
    /// whole receiver: a local, a property, `self.name`; not a longer path.
    @Test func objectiveCCastReceivers() throws {
        let facts = ObjCTestSupport.facts("""
            @implementation Browser
            - (void)star:(id)sender {
                [(RemoteFile *)self.item starWithCompletion:^(BOOL ok) { [self show]; }];
                [(Folder *)entry reload];
                [(Album *)self.library.current play];
            }
            @end
            """)
        let star = try #require(facts.types.first?.members.first { $0.name == "-star:" })
        #expect(star.localTypes == ["item": "RemoteFile", "entry": "Folder"])
    }
}

/// The properties a SwiftUI view binds to a text input (``TypeFacts/textInputBindings``): what
/// the user types lands there, so checking it is validation.
struct TextInputBindingTests {
    /// The bindings both parse paths record for the first type of `source`.
    private static func bindings(in source: String) throws -> (skeleton: [String]?, full: [String]?) {
        let bytes = Array(source.utf8)
        let filter = AuditCatalog().eventFilter
        return try bytes.withUnsafeBufferPointer { buffer in
            let scan = SourceScan(buffer)
            let skeleton = try #require(FileParser.skeletonTypes(buffer, scan: scan, filter: filter))
            return (skeleton.first?.textInputBindings, FileParser.fullTreeTypes(buffer, scan: scan, filter: filter).first?.textInputBindings)
        }
    }

    @Test func aBindingIsTheWholeArgumentAPropertyOrAModelsFieldThroughOneOrTwoSteps() throws {
        let source = """
            struct FormView: View {
                var body: some View {
                    TextField("Name", text: $name)
                    TextField("Title", text: $viewModel.chore.title, axis: .vertical)
                    SecureField("Password", text: $form.password)
                    TextEditor(text: $store.options[index])
                    TextField("Deep", text: $a.b.c.d)
                    Toggle("On", isOn: $isOn)
                }
            }
            """
        let (skeleton, full) = try Self.bindings(in: source)
        #expect(skeleton == ["name", "viewModel.chore.title", "form.password"])
        #expect(full == skeleton)
    }

    /// The app's own field takes what the user types under `text:`; its other bindings, and a
    /// modifier's (`.searchable(text:)`), are no typed text.
    @Test func theAppsOwnFieldBindsItsTextArgument() throws {
        let source = """
            struct ChatView: View {
                var body: some View {
                    ChatField("Message", text: $prompt, isFocused: $focused)
                    HATextField(placeholder: "URL", text: $model.url)
                    LabeledSlider(value: $volume, text: "Volume")
                    List { }.searchable(text: $query)
                }
            }
            """
        let (skeleton, full) = try Self.bindings(in: source)
        #expect(skeleton == ["prompt", "model.url"])
        #expect(full == skeleton)
    }
}
