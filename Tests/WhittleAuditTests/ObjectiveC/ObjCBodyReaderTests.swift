import Testing
@testable import WhittleAudit

struct ObjCBodyReaderTests {
    static func events(_ body: String) -> [String] { ObjCTestSupport.events(body) }

    @Test func messageSendsNameTheFirstPieceAndLabelTheRest() {
        #expect(
            Self.events("[self.navigationController pushViewController:vc animated:YES];")
                == [
                    "call pushViewController(_:animated:) prop(navigationController)", "access navigationController own",
                    "reference vc own",
                ])
        #expect(Self.events("[super viewDidLoad];") == ["call viewDidLoad() own"])
        #expect(Self.events("[_tableView reloadData];") == ["call reloadData() prop(tableView)", "reference tableView own"])
    }

    /// A property assigned through dot syntax sends its setter: the access is a write, kept on a
    /// named receiver whatever its name; a comparison is no write.
    @Test func anAssignmentThroughDotSyntaxIsAWrite() throws {
        let source = """
            @implementation X
            - (void)m {
                self.settings.darkMode = YES;
                _settings.fontSize += 1;
                if (self.settings.sortOrder == 2 || self.settings.level <= 3) { [self reload]; }
            }
            @end
            """
        let events = try #require(ObjCTestSupport.facts(source).types.first?.members.first?.events)
        let written = events.filter(\.isWrite).map { "\($0.name) \(ObjCTestSupport.describe($0))" }
        #expect(written == ["darkMode access darkMode prop(settings)", "fontSize access fontSize prop(settings)"])
    }

    /// A `[` right after an `if`, `while` or `for` statement's parentheses sends the message
    /// the statement guards; after any other `)` it subscripts (`values(x)[0]`).
    @Test func aStatementWithoutBracesSendsItsMessage() {
        let push = "call pushViewController(_:animated:) prop(navigationController)"
        #expect(Self.events("if (done) [self.navigationController pushViewController:vc animated:YES];").contains(push))
        #expect(Self.events("if ([self ready]) [self.navigationController pushViewController:vc animated:YES];").contains(push))
        #expect(Self.events("while (self.pending) [_queue step];").contains("call step() prop(queue)"))
        #expect(Self.events("for (int i = 0; i < n; i++) [_queue step];").contains("call step() prop(queue)"))
        #expect(!Self.events("x = values(y)[0];").contains { $0.hasPrefix("call 0") })
    }

    @Test func nestedSendsToAnyDepth() {
        #expect(
            Self.events("[[NSUserDefaults standardUserDefaults] setBool:[self isOn:[x y]] forKey:@\"k\"];")
                == [
                    "call setBool(_:forKey:) type(NSUserDefaults)", "call standardUserDefaults() type(NSUserDefaults)",
                    "reference NSUserDefaults own", "call isOn(_:) own", "call y() prop(x)", "reference x own",
                ])
    }

    /// `[[API sharedInstance] login:…]` is sent to the class through its shared instance, as
    /// `API.shared.login(…)` is in Swift; a block that does something deals with the result.
    @Test func aSharedInstanceIsItsClassAndABlockAwaitsTheResult() throws {
        let source = """
            @implementation X
            - (void)m {
                [[ZulipAPIController sharedInstance] login:@"a" password:@"b" result:^(BOOL ok) { [self finish:ok]; }];
                [[ZulipAPIController sharedInstance] logout:^{}];
                [[[Photo alloc] init] save];
            }
            @end
            """
        let events = try #require(ObjCTestSupport.facts(source, filter: ObjCTestSupport.everything).types.first?.members.first?.events)
        let login = try #require(events.first { $0.name == "login" })
        #expect(login.receiver == .type("ZulipAPIController"))
        #expect(login.receiverMember == "sharedInstance")
        #expect(login.awaitsResult)
        let logout = try #require(events.first { $0.name == "logout" })
        #expect(logout.receiver == .type("ZulipAPIController"))
        #expect(!logout.awaitsResult)
        #expect(events.first { $0.name == "save" }?.receiver == .expression)
    }

    /// `[[self class] fetchAtPath:…]` (or `[self.class …]`) calls a class method of the caller's
    /// own class: its own call, as `[self fetchAtPath:…]` is; `[[self window] close]` still
    /// messages the window, and `alloc` makes an object.
    @Test func aMessageToTheOwnClassIsTheCallersOwn() throws {
        let source = """
            @implementation X
            - (void)m {
                [[self class] fetchSubredditsAtPath:@"/mine" useCache:YES];
                [[self window] close];
                [[other class] reset];
                [self.class clearCacheForKey:@"k"];
                [[self.class alloc] init];
            }
            @end
            """
        let events = try #require(ObjCTestSupport.facts(source, filter: ObjCTestSupport.everything).types.first?.members.first?.events)
        #expect(events.first { $0.name == "fetchSubredditsAtPath" }?.receiver == .own)
        #expect(events.first { $0.name == "clearCacheForKey" }?.receiver == .own)
        #expect(events.first { $0.name == "alloc" }?.receiver != .own)
        #expect(events.first { $0.name == "close" }?.receiver == .property("window"))
        #expect(events.first { $0.name == "reset" }?.receiver == .expression)
    }

    /// A caller handing itself over to hear the result (`withCallBackTarget:self`,
    /// `delegate:weakSelf`) awaits it as a block would; a setter or `addTarget:` does not.
    @Test func handingSelfOverForTheResultAwaitsIt() throws {
        let source = """
            @implementation X
            - (void)m {
                [[RedditAPI shared] submitPost:p withCallBackTarget:self useJSON:YES];
                [[RedditAPI shared] fetchUserInfo:name withCallback:self];
                [api setDelegate:self];
                [button addTarget:self action:@selector(tap:) forControlEvents:UIControlEventTouchUpInside];
                [api fetchUser:name delegate:self.other];
            }
            @end
            """
        let events = try #require(ObjCTestSupport.facts(source, filter: ObjCTestSupport.everything).types.first?.members.first?.events)
        #expect(events.first { $0.name == "submitPost" }?.awaitsResult == true)
        #expect(events.first { $0.name == "fetchUserInfo" }?.awaitsResult == true)
        #expect(events.first { $0.name == "setDelegate" }?.awaitsResult == false)
        #expect(events.first { $0.name == "addTarget" }?.awaitsResult == false)
        #expect(events.first { $0.name == "fetchUser" }?.awaitsResult == false)
    }

    /// A class named with a lowercase prefix (iTerm2's `iTermController`) is a class where the
    /// file imports its header, forward-declares it or declares it; an identifier of the same
    /// spelling is a variable in a file that does none of these.
    @Test func aLowercasePrefixedClassTheFileImportsIsAClass() throws {
        let source = """
            #import "Settings/iTermUserDefaults.h"
            @class iTermController, Other;
            @implementation X
            - (void)m {
                [[iTermUserDefaults userDefaults] setBool:YES forKey:@"a"];
                [[iTermController sharedInstance] arrangeWindows];
                [iTermWarning showWarningWithTitle:@"t"];
            }
            @end
            """
        let events = try #require(ObjCTestSupport.facts(source, filter: ObjCTestSupport.everything).types.first?.members.first?.events)
        let set = try #require(events.first { $0.name == "setBool" })
        #expect(set.receiver == .type("iTermUserDefaults"))
        #expect(set.receiverMember == "userDefaults")
        #expect(events.first { $0.name == "arrangeWindows" }?.receiver == .type("iTermController"))
        #expect(events.first { $0.name == "showWarningWithTitle" }?.receiver == .property("iTermWarning"))
    }

    /// A property of a class's shared instance is read through that property, as
    /// `Library.shared.store` is in Swift; a property of another property is not.
    @Test func aSharedInstancesPropertyIsReadThroughIt() throws {
        let source = """
            @implementation X
            - (void)m {
                [[[Library sharedLibrary] store] saveBook:self.book];
                [[[Library catalog] store] removeBook:self.book];
            }
            @end
            """
        let filter = EventFilter(
            names: [], framingCalls: [], callSuffixes: [""], membersKeepingEveryName: [""], typesWithoutControllers: [],
            singletonAccessors: ["shared"], singletonAccessorPrefixes: ["shared"])
        let events = try #require(ObjCTestSupport.facts(source, filter: filter).types.first?.members.first?.events)
        let save = try #require(events.first { $0.name == "saveBook" })
        #expect(save.receiver == .type("Library"))
        #expect(save.receiverMember == "store")
        #expect(events.first { $0.name == "removeBook" }?.receiver == .expression)
    }

    /// `[self window]` sends the getter `self.window` does, so `[[self window] close]` messages
    /// the window as `[self.window close]` does; `[self class]` is the class object, and a
    /// getter with arguments is no property.
    @Test func aGetterSentToSelfIsItsProperty() throws {
        let source = """
            @implementation X
            - (void)m {
                [[self window] close];
                [[weakSelf plugInManager] downloadInfo:^(BOOL ok) { [self reload]; }];
                [[[self class] alloc] init];
                [[self itemAtIndex:0] open];
            }
            @end
            """
        let events = try #require(ObjCTestSupport.facts(source, filter: ObjCTestSupport.everything).types.first?.members.first?.events)
        #expect(events.first { $0.name == "close" }?.receiver == .property("window"))
        let download = try #require(events.first { $0.name == "downloadInfo" })
        #expect(download.receiver == .property("plugInManager"))
        #expect(download.awaitsResult)
        #expect(events.first { $0.name == "alloc" }?.receiver == .expression)
        #expect(events.first { $0.name == "open" }?.receiver == .expression)
    }

    /// Dot syntax keeps the properties between a receiver's root and the member, one or two,
    /// as the Swift readers do: from `self`, a property or local, a class, or a send's result
    /// (a class's shared instance is the class); none for a longer path.
    @Test func aPathOfPropertiesIsKeptFromTheRootOutward() throws {
        let source = """
            @implementation X
            - (void)m:(Account *)acct {
                [self.account.client fetchItems:^(NSArray *items) { [self show:items]; }];
                [self.session.account.client reload];
                [acct.client cancel];
                [self.a.b.c.d stop];
                if (self.session.account.isConnected) { [self show:nil]; }
                [[API sharedInstance].client.session resume];
                [[self window].contentView layout];
                [self.tableView reloadData];
                [[self.resources sharedDefaults] setBool:YES forKey:@"k"];
                [[acct.client session] invalidate];
                [[[self.a b] c] suspend];
                [[self.items objectAtIndex:0] start];
            }
            @end
            """
        let filter = EventFilter(
            names: [], framingCalls: [], callSuffixes: [""], membersKeepingEveryName: [""], typesWithoutControllers: [],
            singletonAccessors: ["shared"], singletonAccessorPrefixes: ["shared"])
        let events = try #require(ObjCTestSupport.facts(source, filter: filter).types.first?.members.first?.events)
        func path(_ name: String) -> String? {
            guard let event = events.first(where: { $0.name == name }) else { return "missing" }
            return "\(ObjCTestSupport.describe(event)) \(event.receiverMember ?? "-")"
        }
        #expect(path("fetchItems") == "call fetchItems(_:) prop(account) client")
        #expect(events.first { $0.name == "fetchItems" }?.awaitsResult == true)
        #expect(path("reload") == "call reload() prop(session) account.client")
        #expect(path("cancel") == "call cancel() prop(acct) client")
        #expect(path("stop") == "call stop() prop(a) -")
        #expect(path("isConnected") == "access isConnected prop(session) account")
        #expect(path("resume") == "call resume() type(API) client.session")
        #expect(path("layout") == "call layout() prop(window) contentView")
        #expect(path("reloadData") == "call reloadData() prop(tableView) -")
        // A unary message is a getter, a step as dot syntax is.
        #expect(path("setBool") == "call setBool(_:forKey:) prop(resources) sharedDefaults")
        #expect(path("invalidate") == "call invalidate() prop(acct) client.session")
        #expect(path("suspend") == "call suspend() prop(a) b.c")
        #expect(path("start") == "call start() expr -")
    }

    @Test func aSemicolonBeforeTheBodyStillReadsTheMethod() throws {
        let source = "@implementation X\n- (void)login:(NSString *)name;\n{\n    [self.client postPath:@\"login\" parameters:nil success:nil failure:nil];\n}\n@end\n"
        let member = try #require(ObjCTestSupport.facts(source, filter: ObjCTestSupport.everything).types.first?.members.first)
        #expect(member.name == "-login:")
        #expect(member.events.contains { $0.name == "postPath" })
    }

    @Test func allocBuildsTheType() {
        #expect(
            Self.events("DetailViewController *d = [[DetailViewController alloc] initWithPhoto:p];")
                == [
                    "reference DetailViewController own", "reference d own", "call initWithPhoto(_:) expr", "call alloc() type(DetailViewController)",
                    "call DetailViewController() own", "reference p own",
                ])
    }

    @Test func conditionalColonsAreNotSelectorPieces() {
        #expect(
            Self.events("[button setTitle:on ? @\"A\" : @\"B\" forState:UIControlStateNormal];")
                == [
                    "call setTitle(_:forState:) prop(button)", "reference button own", "reference on own",
                    "reference UIControlStateNormal own",
                ])
    }

    @Test func dotSyntaxAndCFunctions() {
        #expect(
            Self.events("self.view.frame = CGRectMake(0, 0, w, h);")
                == ["access view own", "access frame prop(view)", "call CGRectMake(_:_:_:_:) own", "reference w own", "reference h own"])
        #expect(
            Self.events("dispatch_async(dispatch_get_main_queue(), ^{ [self.tableView reloadData]; });")
                == [
                    "call dispatch_async(_:_:) own", "call dispatch_get_main_queue() own", "call reloadData() prop(tableView)",
                    "access tableView own",
                ])
    }

    @Test func castsBeforeSends() {
        #expect(
            Self.events("Cell *c = (Cell *)[tableView dequeueReusableCellWithIdentifier:i]; id x = (id)[y z];")
                == [
                    "reference Cell own", "reference c own", "call dequeueReusableCellWithIdentifier(_:) prop(tableView)",
                    "reference tableView own", "reference i own", "reference x own", "call z() prop(y)", "reference y own",
                ])
    }

    /// `setObject:forKey:` stores in a cache only when the receiver is one: by its name or
    /// its declared class. Defaults, dictionaries and an app's settings object take it too.
    @Test func setObjectForKeyIsCachingOnACacheOnly() {
        #expect(Self.events("[self.cache setObject:x forKey:k];").contains("call setObject(_:forKey:) prop(cache)"))
        let report = AuditFixture.audit([(
            "A.m",
            """
            @interface A : UIViewController
            @property (nonatomic) NSMutableDictionary *titles;
            @property (nonatomic) NSCache *images;
            @end
            @implementation A
            - (void)a { [self.titles setObject:x forKey:k]; }
            - (void)b { [_images setObject:x forKey:k]; }
            - (void)c { [self.thumbnailCache setObject:x forKey:k]; }
            - (void)d { [[NSUserDefaults standardUserDefaults] setObject:x forKey:k]; }
            - (void)e { Preferences *prefs = [Preferences standardPreferences]; [prefs setObject:x forKey:k]; }
            - (void)f { [[context userInfo] setObject:x forKey:k]; }
            @end
            """
        )])
        #expect(report.controller("A")?.responsibility(.caching)?.members == ["images", "-b", "-c"])
    }

    /// A text's length read to bound a range, a range's own length and emptiness that only shows
    /// or hides a view measure nothing the user must fill: no `length` event; a length compared
    /// or gating a control still is one.
    @Test func aLengthThatBoundsARangeOrPicksALookIsNoCheck() {
        func readsLength(_ body: String) -> Bool { Self.events(body).contains { $0.hasPrefix("access length") || $0.hasPrefix("call length()") } }
        #expect(!readsLength("[_logsView scrollRangeToVisible:NSMakeRange(_logsView.string.length, 0)];"))
        #expect(!readsLength("[[_text textStorage] deleteCharactersInRange:NSMakeRange(0, [[_text textStorage] length])];"))
        #expect(!readsLength("if (self.textView.selectedRange.length > 0) { [self copy]; }"))
        #expect(!readsLength("_xButton.hidden = _textField.stringValue.length == 0;"))
        #expect(!readsLength("[self.placeholder setHidden:[self.textView.text length] > 0];"))
        #expect(readsLength("if (self.nameField.text.length == 0) { return; }"))
        #expect(readsLength("okAction.enabled = textField.text.length > 0;"))
        #expect(readsLength("BOOL empty = [self.nameField.text length] == 0;"))
        #expect(readsLength("self.hidden = YES; NSUInteger n = self.nameField.text.length;"))
    }

    @Test func subscriptsAndLiteralsAreNotSends() {
        #expect(Self.events("id a = items[0]; id b = @[x, y][1];") == ["reference a own", "reference items own", "reference b own", "reference x own", "reference y own"])
    }

    @Test func formatStringsOutsideLogging() {
        #expect(Self.events("NSLog(@\"%@\", x);") == ["call NSLog(_:_:) own", "reference x own"])
        #expect(Self.events("APLog(@\"%d\", 1);") == ["call APLog(_:_:) own"])
        #expect(Self.events("Debug(@\"%d\", 1);") == ["call Debug(_:_:) own"])
        #expect(Self.events("Warning(@\"failed: %@\", e);") == ["call Warning(_:_:) own", "reference e own"])
        #expect(Self.events("l.text = [NSString stringWithFormat:@\"%lu items\", n];").contains("interpolation interpolation own"))
        #expect(!Self.events("l.text = @\"100%% sure\";").contains("interpolation interpolation own"))
    }

    /// A Realm query's predicate format, passed to the query or built into a name for one,
    /// is no display text.
    @Test func predicateFormatsAreNoDisplayText() {
        #expect(!Self.events("r = [Taxon objectsWhere:@\"name contains[c] %@\", term];").contains("interpolation interpolation own"))
        #expect(!Self.events("NSString *predString = [NSString stringWithFormat:@\"resource %@\", x];").contains("interpolation interpolation own"))
        #expect(!Self.events("s = [NSString stringWithFormat:@\"resourceId == %ld\", n];").contains("interpolation interpolation own"))
        #expect(Self.events("s = [NSString stringWithFormat:@\"resource %@\", x];").contains("interpolation interpolation own"))
    }

    /// A key path built for a binding names the shown value before the key path: the format
    /// makes the path, no display text.
    @Test func keyPathFormatsAreNoDisplayText() {
        let keyPath = "NSString *titleKeyPath = [NSString stringWithFormat:@\"%@.%@\", parent, title];"
        #expect(!Self.events(keyPath).contains("interpolation interpolation own"))
        #expect(!Self.events(keyPath).contains { $0.hasPrefix("call stringWithFormat") })
        #expect(Self.events("NSString *keyTitle = [NSString stringWithFormat:@\"%@ key\", name];").contains("interpolation interpolation own"))
    }

    @Test func selectorsAreNotCalls() {
        #expect(
            Self.events("[b addTarget:self action:@selector(tap:) forControlEvents:UIControlEventTouchUpInside];")
                == ["call addTarget(_:action:forControlEvents:) prop(b)", "reference b own", "reference UIControlEventTouchUpInside own"])
    }
}
