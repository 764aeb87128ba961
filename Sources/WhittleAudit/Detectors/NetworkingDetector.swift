extension Responsibility {
    /// `networking`: `whittle explain networking` says what counts.
    public static let networking = Responsibility(id: "networking")
}

extension ResponsibilityDetector {
    /// What shows a network response is at hand where JSON is decoded.
    private static let responseShapes: [Signal.Kind] = [
        // `URLSession`'s async loads by their labels: `data(forKey:)` reads defaults and
        // `JSONSerialization.data(withJSONObject:)` encodes.
        .type("URLSession"), .call("dataTask"), .labeledCall("data(from:)"), .labeledCall("data(for:)"),
        .labeledCall("data(from:delegate:)"), .labeledCall("data(for:delegate:)"), .call("URLRequest"), .type("URLRequest"),
        .type("HTTPURLResponse"), .type("URLResponse"), .call("responseData"), .call("responseJSON"), .type("AF"),
        .type("Alamofire"), .type("MoyaProvider"),
    ]

    /// The same in Objective-C: a session, a request, a response or a networking library's
    /// manager in the member.
    /// An image library's caches read or cleared (`ImagePipeline.shared.cache.removeAll()`,
    /// `KingfisherManager.shared.cache.clearDiskCache()`, a loader's URL cache emptied): that
    /// is caching, not a download.
    private static let imageCacheWork: [Signal.Kind] = [
        .member("cache"), .member("imageCache"), .call("imageCache"), .member("urlCache"), .member("sharedUrlCache"),
        .call("removeAllCachedResponses"), .call("clearMemoryCache"), .call("clearDiskCache"),
    ]

    private static let objectiveCResponseShapes: [Signal.Kind] = [
        .type("NSURLSession"), .type("NSURLSessionDataTask"), .call("dataTaskWithRequest"), .call("dataTaskWithURL"),
        .call("sendAsynchronousRequest"), .call("sendSynchronousRequest"), .type("NSURLConnection"),
        .type("NSURLRequest"), .type("NSMutableURLRequest"), .type("NSURLResponse"), .type("NSHTTPURLResponse"),
        .type("AFHTTPSessionManager"), .type("AFURLSessionManager"), .type("AFHTTPRequestOperationManager"),
        // A web address read whole (LuLu's update check: `[[NSData alloc] initWithContentsOfURL:[NSURL URLWithString:…]]`):
        // the address is what makes it one; the same read of a file URL (Strongbox's virtual
        // hardware keys, `[dir URLByAppendingPathComponent:…]`) parses a file.
        .call("URLWithString"),
    ]

    /// The `networking` detector: the signals that show ``Responsibility/networking``, with examples that run as tests.
    static let networking = ResponsibilityDetector(
        .networking,
        definition:
            "makes or handles remote requests: URLSession, URLRequest, API-client or Alamofire/Moya calls, response decoding, remote image loading, sockets",
        roles: [.webService, .store, .logicController], swiftUIRoles: [.observableViewState, .webService],
        // An API client the app wrote is as much the controller's networking as URLSession, when
        // the controller deals with what it returns.
        delegation: [.projectTypes, .helpers, .awaitedCallsOnly],
        // A networking library or client named for its job, whose code is outside the
        // project (`EvanderNetworking.request(url:…)`) or calls one no signal names.
        namedTypes: ["*Networking", "*APIClient", "*HTTPClient", "*NetworkClient", "*RESTClient", "*WebSocket", "*Socket"],
        // A service's SDK names its clients so (Alfresco's `AlfrescoSiteService`, Google's
        // `GTLRDriveService`, Dropbox's `DBUserClient`, OneDrive's `ODClient`, MastodonKit's
        // protocol `ClientType`): waiting for what one answers is dealing with a request. So
        // does a library's class named for the API it calls (SenseKit's `SENAPITimeline`,
        // `SENAPIAccount`: `[SENAPITimeline timelineForDate:date completion:^(…) { … }]`). So does
        // a peer-to-peer network's manager (a Bitcoin library's `BTPeerManager`, `BRPeerManager`:
        // `[[BTPeerManager instance] publishTransaction:tx completion:^(NSError *error) { … }]`).
        libraryClients: [
            "*Client", "*Service", "*ClientType", "*ServiceType", "*API*", "*PeerManager",
        ],
        signals: [
            Signal(.type("URLSession"), "talks to URLSession directly"),
            // Constructing one, not naming the type in an annotation or a parameter.
            // A request handed to a web view's `load` is a page to show, not a network call.
            Signal(.call("URLRequest"), "builds a URLRequest").unless(with: [.call("load"), .call("loadRequest")]),
            Signal(.type("URLSessionConfiguration"), "configures a URL session"),
            // Holding a task in a stored property to cancel it is not networking.
            Signal(.type("URLSessionDataTask"), "holds a network task").notInStoredProperties(),
            Signal(.type("URLSessionWebSocketTask"), "opens a web socket"),
            // A web service's sign-in (OAuth) run in the system's browser sheet, its callback
            // handled here; a session kept in a property only waits for it.
            Signal(.type("ASWebAuthenticationSession"), "signs in to a web service").notInStoredProperties(),
            // Components alone parse or build a URL, often one a web view or Safari opens; with
            // the request a web view loads, a page to show (`webView.load(URLRequest(url:
            // components.url!))`).
            Signal(.type("URLComponents"), "builds a request URL").only(with: [
                .call("URLRequest"), .type("URLSession"), .call("dataTask"), .call("downloadTask"), .call("uploadTask"),
            ]).unless(with: [.call("load"), .call("loadRequest")]),
            // Decoding JSON is networking where a response is at hand; a settings or bundle
            // file decoded the same way is not.
            Signal(.type("JSONDecoder"), "decodes a response").only(with: Self.responseShapes),
            Signal(.type("JSONSerialization"), "parses a response").only(with: Self.responseShapes),
            Signal(.type("AF"), "calls Alamofire"),
            Signal(.type("Alamofire"), "calls Alamofire"),
            Signal(.type("MoyaProvider"), "calls a Moya provider"),
            Signal(.type("NWConnection"), "opens a network connection"),
            // Bonjour: browsing the local network for a service's servers (a printer's, a media
            // server's) and hearing what it finds; a browser only held in a property is none, and
            // one started beside a service published (`NetService(domain:type:name:port:)`) is the
            // idiom that makes the system ask for local network access (system services).
            Signal(.type("NetServiceBrowser"), "browses the local network for servers").notInStoredProperties(),
            Signal(.type("NWBrowser"), "browses the local network for servers").notInStoredProperties()
                .unless(with: [.type("NetService")]),
            Signal(.type("WebSocket"), "opens a web socket with Starscream").imported(from: ["Starscream"]),
            Signal(.type("SDWebImageManager"), "loads a remote image").unless(with: Self.imageCacheWork),
            Signal(.type("KingfisherManager"), "loads a remote image").unless(with: Self.imageCacheWork),
            // The image libraries' downloaders and prefetchers, used without their view helpers
            // (`ImageDownloader.default.downloadImage(with: url) { result in … }`): Kingfisher's and
            // AlamofireImage's share a name, SDWebImage's and PINRemoteImage's are prefixed.
            Signal(.type("ImageDownloader"), "downloads a remote image").imported(from: ["Kingfisher", "AlamofireImage"]),
            Signal(.type("ImagePrefetcher"), "prefetches remote images").imported(from: ["Kingfisher"]),
            Signal(.type("SDWebImageDownloader"), "downloads a remote image"),
            Signal(.type("SDWebImagePrefetcher"), "prefetches remote images"),
            Signal(.type("PINRemoteImageManager"), "loads a remote image"),
            Signal(.call("pin_setImage"), "loads a remote image into a view"),
            Signal(.type("HTTPURLResponse"), "handles an HTTP response"),
            Signal(.call("dataTask"), "starts a URLSession data task"),
            Signal(.call("downloadTask"), "starts a URLSession download task"),
            Signal(.call("uploadTask"), "starts a URLSession upload task"),
            Signal(.call("responseDecodable"), "handles an Alamofire response"),
            Signal(.call("responseJSON"), "handles an Alamofire response"),
            Signal(.call("responseData"), "handles an Alamofire response"),
            Signal(.call("sd_setImage"), "loads a remote image into a view"),
            Signal(.call("af_setImage"), "loads a remote image into a view"),
            // Library names that other code uses too count only where the library is imported.
            Signal(.member("kf"), "loads a remote image with Kingfisher").imported(from: ["Kingfisher"]),
            Signal(.member("af"), "loads a remote image with AlamofireImage").imported(from: ["AlamofireImage"]),
            Signal(.type("Nuke"), "loads a remote image with Nuke").unless(with: Self.imageCacheWork),
            Signal(.type("ImagePipeline"), "loads a remote image with Nuke").imported(from: ["Nuke", "NukeUI"])
                .unless(with: Self.imageCacheWork),
            Signal(.type("ApolloClient"), "calls a GraphQL API with Apollo"),
            // Backends as a service, whose SDK is the API client: Firebase, Parse (and LeanCloud,
            // which copies its API) and CloudKit's databases.
            Signal(.type("Firestore"), "queries Cloud Firestore"),
            Signal(.type("Auth"), "signs in with Firebase").imported(from: ["FirebaseAuth", "Firebase"]),
            Signal(.type("Database"), "reads or writes Firebase's realtime database").imported(from: ["FirebaseDatabase", "Firebase"]),
            Signal(.type("Storage"), "loads or stores files with Firebase").imported(from: ["FirebaseStorage", "Firebase"]),
            Signal(.type("PFQuery"), "queries a Parse server"),
            Signal(.type("PFCloud"), "calls a Parse cloud function"),
            Signal(.type("AVQuery"), "queries a LeanCloud server"),
            Signal(.call("findObjectsInBackground"), "sends a Parse query"),
            Signal(.call("saveInBackground"), "saves an object to a Parse server"),
            Signal(.member("privateCloudDatabase"), "queries a CloudKit database"),
            Signal(.member("publicCloudDatabase"), "queries a CloudKit database"),
            Signal(.member("sharedCloudDatabase"), "queries a CloudKit database"),
            Signal(.type("CKQueryOperation"), "queries a CloudKit database"),
            Signal(.type("CKModifyRecordsOperation"), "saves records to a CloudKit database"),
            // Reading a web address is a download: a URL made from a string is the web's, a
            // file's comes from a path, the bundle or the file manager (a link beside a bundle
            // file read is not what is read).
            Signal(.labeledCall("Data(contentsOf:)"), "downloads from a web address").only(with: [.labeledCall("URL(string:)")])
                .unless(with: [.type("Bundle")]),
            Signal(.labeledCall("String(contentsOf:)"), "downloads from a web address").only(with: [.labeledCall("URL(string:)")])
                .unless(with: [.type("Bundle")]),
            // Products, purchases, restores and receipts go to the App Store's servers; the review
            // prompt and the subscription sheet are the system's (system services).
            Signal(.type("SKProductsRequest"), "asks the App Store for products").notInStoredProperties(),
            Signal(.type("SKPaymentQueue"), "sends a purchase to the App Store").unless(with: [.call("presentCodeRedemptionSheet")]),
            Signal(.call("purchase"), "buys a product from the App Store", receivers: .others).imported(from: ["StoreKit"]),
            Signal(.member("currentEntitlements"), "reads what the App Store granted").imported(from: ["StoreKit"]),
            Signal(.type("SKReceiptRefreshRequest"), "refreshes the receipt from the App Store"),
            Signal(.labeledCall("products(for:)"), "asks the App Store for products").imported(from: ["StoreKit"]),
            Signal(.type("SwiftyStoreKit"), "asks the App Store through SwiftyStoreKit"),
            Signal(.type("Purchases"), "asks the App Store through RevenueCat").imported(from: ["RevenueCat"]),
            // Socket libraries, spelled the same from both languages: CocoaAsyncSocket's TCP and
            // UDP sockets, SocketRocket's web socket, XMPPFramework's stream to a chat server.
            Signal(.type("GCDAsyncSocket"), "talks over a socket with CocoaAsyncSocket"),
            Signal(.type("GCDAsyncUdpSocket"), "talks over a UDP socket with CocoaAsyncSocket"),
            Signal(.type("SRWebSocket"), "opens a web socket with SocketRocket"),
            Signal(.type("XMPPStream"), "talks to an XMPP server"),
            // MQTT clients: MQTT-Client-Framework's session and its socket transport, CocoaMQTT.
            Signal(.type("MQTTSession"), "talks to an MQTT broker"),
            Signal(.type("MQTTCFSocketTransport"), "talks to an MQTT broker"),
            Signal(.type("CocoaMQTT"), "talks to an MQTT broker with CocoaMQTT"),
            Signal(.type("CocoaMQTT5"), "talks to an MQTT broker with CocoaMQTT"),
            // Martin (TigaseSwift) reaches the XMPP server through the client's modules:
            // `client.module(.disco).getInfo(for:…) { … }`, `client.module(.presence).unsubscribed(by:)`.
            // Not its local managers (`module(.message).chatManager.createChat(…)` opens a chat
            // on the device) nor a module's published state observed (`$currentBookmarks.sink`).
            Signal(.labeledCall("module(_:)"), "talks to an XMPP server through a Martin module")
                .imported(from: ["Martin", "TigaseSwift"])
                .unless(with: [.member("chatManager"), .member("roomManager"), .call("sink")]),
            // WebRTC: a call's peer connection made, given its STUN and TURN servers, and fed the
            // other side's offer or answer reaches that side itself.
            Signal(.type("RTCPeerConnectionFactory"), "connects to a peer with WebRTC").notInStoredProperties(),
            Signal(.type("RTCIceServer"), "connects to a peer with WebRTC"),
            Signal(.type("RTCSessionDescription"), "exchanges a WebRTC offer or answer"),
        ],
        objectiveCSignals: [
            Signal(.type("NSURLSession"), "talks to NSURLSession directly"),
            Signal(.type("NSURLSessionConfiguration"), "configures a URL session"),
            // As in Swift: a task held to cancel it is no request.
            Signal(.type("NSURLSessionDataTask"), "holds a network task").notInStoredProperties(),
            Signal(.type("NSURLConnection"), "talks to NSURLConnection directly"),
            Signal(.type("FIRFirestore"), "queries Cloud Firestore"),
            Signal(.type("FIRAuth"), "signs in with Firebase"),
            Signal(.type("FIRDatabase"), "reads or writes Firebase's realtime database"),
            Signal(.type("FIRStorage"), "loads or stores files with Firebase"),
            Signal(.callWithSuffix("InBackgroundWithBlock"), "sends a Parse request"),
            // As in Swift: a request handed to a web view's `loadRequest:` is a page to show, and
            // one kept in a property (a web page's `NSURLRequest *request`) is a value the
            // member that builds or sends it works with, as Swift's `URLRequest` annotation is.
            Signal(.type("NSURLRequest"), "builds a request").unless(with: [.call("loadRequest")]).notInStoredProperties(),
            Signal(.type("NSMutableURLRequest"), "builds a request").unless(with: [.call("loadRequest")])
                .notInStoredProperties(),
            // As in Swift: components alone build a URL a browser or the app opens as often.
            Signal(.type("NSURLComponents"), "builds a request URL").only(with: [
                .type("NSURLRequest"), .type("NSMutableURLRequest"), .type("NSURLSession"), .call("dataTaskWithRequest"),
                .call("dataTaskWithURL"), .call("downloadTaskWithRequest"), .call("downloadTaskWithURL"),
            ]).unless(with: [.call("loadRequest")]),
            // As in Swift: JSON parsed or written is networking where a response or request is
            // at hand; settings, files and a pasteboard hold JSON too (iTerm2's import and export
            // of triggers, snippets and profiles).
            Signal(.type("NSJSONSerialization"), "parses a response").only(with: Self.objectiveCResponseShapes),
            Signal(.type("NSHTTPURLResponse"), "handles an HTTP response"),
            // AFNetworking 1 and 2 hand a response to its blocks with the operation that made it
            // (`failure:^(AFJSONRequestOperation *operation, NSError *error)`): a block taking one
            // handles a response, whichever model or client started the request; one held to
            // cancel it is no request.
            Signal(.type("AFHTTPRequestOperation"), "handles an AFNetworking response").notInStoredProperties(),
            Signal(.type("AFJSONRequestOperation"), "handles an AFNetworking response").notInStoredProperties(),
            Signal(.type("AFHTTPSessionManager"), "calls AFNetworking"),
            Signal(.type("AFURLSessionManager"), "calls AFNetworking"),
            Signal(.type("AFHTTPRequestOperationManager"), "calls AFNetworking"),
            Signal(.labeledCall("GET(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(
                .labeledCall("GET(_:parameters:headers:progress:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("POST(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(
                .labeledCall("POST(_:parameters:headers:progress:success:failure:)"), "sends an AFNetworking request"),
            // The rest of the session manager's requests, in each major version's spelling (2:
            // without `progress:`, 3: with it, 4: with `headers:`), as apps' API classes wrap them
            // (`[[self HTTPSessionManager] PUT:path parameters:p success:… failure:…]`).
            Signal(.labeledCall("GET(_:parameters:progress:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("POST(_:parameters:progress:success:failure:)"), "sends an AFNetworking request"),
            Signal(
                .labeledCall("POST(_:parameters:constructingBodyWithBlock:success:failure:)"),
                "uploads with an AFNetworking request"),
            Signal(
                .labeledCall("POST(_:parameters:constructingBodyWithBlock:progress:success:failure:)"),
                "uploads with an AFNetworking request"),
            Signal(
                .labeledCall("POST(_:parameters:headers:constructingBodyWithBlock:progress:success:failure:)"),
                "uploads with an AFNetworking request"),
            Signal(.labeledCall("PUT(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("PUT(_:parameters:headers:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("PATCH(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("PATCH(_:parameters:headers:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("DELETE(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("DELETE(_:parameters:headers:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("HEAD(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("HEAD(_:parameters:headers:success:failure:)"), "sends an AFNetworking request"),
            // AFNetworking 1's client, which apps subclass and call through a shared instance.
            Signal(.type("AFHTTPClient"), "calls AFNetworking"),
            Signal(.labeledCall("getPath(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("postPath(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("putPath(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("deletePath(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(.call("dataTaskWithRequest"), "starts a URLSession data task"),
            Signal(.call("dataTaskWithURL"), "starts a URLSession data task"),
            Signal(.call("downloadTaskWithRequest"), "starts a URLSession download task"),
            Signal(.call("downloadTaskWithURL"), "starts a URLSession download task"),
            Signal(.call("sendAsynchronousRequest"), "sends a request"),
            Signal(.call("sendSynchronousRequest"), "sends a request"),
            Signal(.call("sd_setImageWithURL"), "loads a remote image into a view"),
            Signal(.call("setImageWithURL"), "loads a remote image into a view"),
            // AFNetworking's image view category with its blocks, and the image libraries'
            // managers and downloaders used without a view (`[[SDWebImageManager sharedManager]
            // loadImageWithURL:…]`); not the manager's cache stored to or cleared, which is caching.
            Signal(.call("setImageWithURLRequest"), "loads a remote image into a view"),
            Signal(.call("pin_setImageFromURL"), "loads a remote image into a view"),
            Signal(.type("SDWebImageManager"), "loads a remote image").unless(with: Self.imageCacheWork),
            Signal(.type("SDWebImageDownloader"), "downloads a remote image"),
            Signal(.type("SDWebImagePrefetcher"), "prefetches remote images"),
            Signal(.type("PINRemoteImageManager"), "loads a remote image"),
            Signal(.type("RMStore"), "asks the App Store through RMStore"),
            // ASIHTTPRequest, often kept in the app's own sources and subclassed there: a request
            // built, queued or sent (`[request startAsynchronous]` on the app's subclass), or
            // handed back to its delegate; one held in a property to cancel it is no request.
            Signal(.type("ASIHTTPRequest"), "builds or handles an ASIHTTPRequest request").notInStoredProperties(),
            Signal(.type("ASIFormDataRequest"), "builds an ASIHTTPRequest form request").notInStoredProperties(),
            Signal(.type("ASINetworkQueue"), "queues ASIHTTPRequest requests").notInStoredProperties(),
            Signal(.call("startAsynchronous"), "sends an ASIHTTPRequest request"),
            Signal(.call("startSynchronous"), "sends an ASIHTTPRequest request"),
            // MKNetworkKit, often kept in the app's sources as ASIHTTPRequest is: an engine makes
            // the operations, and an operation is the request sent or the response its blocks
            // are handed (`completed:^(MKNetworkOperation *completedOperation) { … }`); one held
            // in a property to cancel it is no request.
            Signal(.type("MKNetworkEngine"), "sends requests with MKNetworkKit").notInStoredProperties(),
            Signal(.type("MKNetworkOperation"), "builds or handles an MKNetworkKit request").notInStoredProperties(),
            // Dropbox's SDK: a route's task answers from Dropbox's servers in its response block
            // (`[[client.filesRoutes listFolder:path] setResponseBlock:^(…) { … }]`), through a
            // client the SDK's manager hands out, which no name of ours says is one.
            Signal(.call("setResponseBlock"), "waits for Dropbox's answer to a request"),
            Signal(.call("dataWithContentsOfURL"), "downloads from a web address").only(with: [.call("URLWithString")]),
            Signal(.call("stringWithContentsOfURL"), "downloads from a web address").only(with: [.call("URLWithString")]),
            // Sockets: Network.framework's C interface (what `NWConnection` wraps) and the
            // Foundation streams to a host (Monal's XMPP stream, chat and remote-control apps).
            Signal(.type("NSNetServiceBrowser"), "browses the local network for servers").notInStoredProperties(),
            Signal(.call("nw_connection_create"), "opens a network connection"),
            Signal(.call("nw_connection_send"), "sends over a network connection"),
            Signal(.call("nw_connection_receive"), "receives from a network connection"),
            Signal(.call("getStreamsToHostWithName"), "opens a socket stream to a host"),
            Signal(.call("CFStreamCreatePairWithSocketToHost"), "opens a socket stream to a host"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func startCall(servers: [String]) {
                        let factory = ↓RTCPeerConnectionFactory()
                        let configuration = RTCConfiguration()
                        configuration.iceServers = [↓RTCIceServer(urlStrings: servers)]
                        connection = factory.peerConnection(with: configuration, constraints: constraints, delegate: self)
                    }

                    func callee(answered sdp: String) {
                        connection?.setRemoteDescription(↓RTCSessionDescription(type: .answer, sdp: sdp)) { _ in }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)startCallWithServers:(NSArray<NSString *> *)servers {
                    RTCPeerConnectionFactory *factory = [[↓RTCPeerConnectionFactory alloc] init];
                    RTCConfiguration *configuration = [[RTCConfiguration alloc] init];
                    configuration.iceServers = @[[[↓RTCIceServer alloc] initWithURLStrings:servers]];
                    self.connection = [factory peerConnectionWithConfiguration:configuration constraints:self.constraints delegate:self];
                }
                """#),
            // Swift 2 spells Foundation's classes as Objective-C does.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadFeeds(url: NSURL) {
                        let components = ↓NSURLComponents(URL: url, resolvingAgainstBaseURL: false)
                        let request = NSMutableURLRequest(URL: components?.URL ?? url)
                        let session = ↓NSURLSession(configuration: ↓NSURLSessionConfiguration.defaultSessionConfiguration())
                        let task: ↓NSURLSessionDataTask = session.dataTaskWithRequest(request) { data, response, error in
                            guard let response = response as? ↓NSHTTPURLResponse else { return }
                            let feeds = try? ↓NSJSONSerialization.JSONObjectWithData(data ?? NSData(), options: [])
                            self.showFeeds(feeds, status: response.statusCode)
                        }
                        task.resume()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadChildren {
                    AlfrescoDocumentFolderService *service = [[AlfrescoDocumentFolderService alloc] initWithSession:self.session];
                    [↓service retrieveChildrenInFolder:self.folder completionBlock:^(NSArray *nodes, NSError *error) {
                        [self showNodes:nodes error:error];
                    }];
                }

                - (IBAction)signIn:(id)sender {
                    [↓ODClient authenticatedClientWithCompletion:^(ODClient *client, NSError *error) {
                        self.client = client;
                    }];
                }

                - (void)loadTimeline {
                    [↓SENAPITimeline timelineForDate:self.date completion:^(SENTimeline *timeline, NSError *error) {
                        [self showTimeline:timeline error:error];
                    }];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let drive = GTLRDriveService()

                    private func loadFiles() {
                        ↓drive.executeQuery(GTLRDriveQuery_FilesList.query()) { _, files, error in
                            self.show(files, error)
                        }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)connectToHost:(NSString *)host {
                    nw_endpoint_t endpoint = nw_endpoint_create_host(host.UTF8String, "5222");
                    self.connection = ↓nw_connection_create(endpoint, nw_parameters_create_secure_tcp(NW_PARAMETERS_DEFAULT_CONFIGURATION, NW_PARAMETERS_DEFAULT_CONFIGURATION));
                    ↓nw_connection_receive(self.connection, 1, 4096, ^(dispatch_data_t content, nw_content_context_t context, bool isComplete, nw_error_t error) {
                        [self handleData:(NSData *)content];
                    });
                }

                - (IBAction)send:(id)sender {
                    ↓nw_connection_send(self.connection, self.pending, NW_CONNECTION_DEFAULT_MESSAGE_CONTEXT, true, ^(nw_error_t error) {});
                }

                - (void)openStreams {
                    NSInputStream *input;
                    NSOutputStream *output;
                    [NSStream ↓getStreamsToHostWithName:self.host port:5222 inputStream:&input outputStream:&output];
                    CFReadStreamRef readStream;
                    CFWriteStreamRef writeStream;
                    ↓CFStreamCreatePairWithSocketToHost(NULL, (__bridge CFStringRef)self.host, 5900, &readStream, &writeStream);
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)connect {
                    self.socket = [[↓GCDAsyncSocket alloc] initWithDelegate:self delegateQueue:dispatch_get_main_queue()];
                    [self.socket connectToHost:self.host onPort:6667 error:nil];
                }

                - (void)openFeed {
                    self.feed = [[↓SRWebSocket alloc] initWithURL:self.feedURL];
                    [self.feed open];
                }

                - (void)signIn {
                    self.stream = [[↓XMPPStream alloc] init];
                    [self.stream connectWithTimeout:30 error:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)connectBroker {
                    MQTTCFSocketTransport *transport = [[↓MQTTCFSocketTransport alloc] init];
                    transport.host = self.host;
                    self.session = [[↓MQTTSession alloc] init];
                    self.session.transport = transport;
                    [self.session connectWithConnectHandler:^(NSError *error) { [self showStatus:error]; }];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func connectBroker() {
                        let transport = ↓MQTTCFSocketTransport()
                        transport.host = host
                        let session = ↓MQTTSession()
                        session?.transport = transport
                        session?.connect { error in self.showStatus(error) }
                    }

                    private func connectReader() {
                        let mqtt = ↓CocoaMQTT(clientID: "reader", host: host, port: 1883)
                        _ = mqtt.connect()
                        let mqtt5 = ↓CocoaMQTT5(clientID: "reader", host: host, port: 1883)
                        _ = mqtt5.connect()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func discover() {
                        let socket = ↓GCDAsyncUdpSocket(delegate: self, delegateQueue: .main)
                        try? socket.enableBroadcast(true)
                    }

                    private func connect() {
                        let chat = ↓GCDAsyncSocket(delegate: self, delegateQueue: .main)
                        try? chat.connect(toHost: host, onPort: 6667)
                        let feed = ↓SRWebSocket(url: feedURL)
                        feed.open()
                        let stream = ↓XMPPStream()
                        try? stream.connect(withTimeout: 30)
                    }
                }
                """#),
            AuditExample(
                #"""
                import Martin

                final class ExampleViewController: NSViewController {
                    private func discover(_ jid: JID) {
                        client.↓module(.disco).getInfo(for: jid, node: nil) { result in self.render(result) }
                    }
                }
                """#),
            AuditExample(
                #"""
                import Nuke
                import NukeUI

                final class ExampleViewController: UIViewController {
                    private func loadIcon() {
                        ↓Nuke.loadImage(with: app.iconURL, into: iconView)
                        ↓ImagePipeline.shared.loadImage(with: app.screenshotURL) { result in
                            self.render(try? result.get().image)
                        }
                    }

                    private func loadFeed() {
                        ↓ApolloClient(url: endpoint).fetch(query: FeedQuery()) { result in self.render(result) }
                    }
                }
                """#),
            AuditExample(
                #"""
                import RevenueCat
                import StoreKit
                import SwiftyStoreKit

                final class ExampleViewController: UIViewController {
                    // Held to be cancelled: the request is made where it is built.
                    private var productsRequest: SKProductsRequest?

                    private func loadProducts() {
                        let request = ↓SKProductsRequest(productIdentifiers: ["pro"])
                        request.delegate = self
                        request.start()
                        productsRequest = request
                        ↓Purchases.shared.getOfferings { offerings, _ in self.show(offerings) }
                    }

                    private func restore() {
                        ↓SwiftyStoreKit.restorePurchases { results in self.show(results) }
                        ↓SKReceiptRefreshRequest().start()
                        ↓SKPaymentQueue.default().restoreCompletedTransactions()
                    }

                    private func loadPlans() async throws {
                        plans = try await Product.↓products(for: ["monthly", "yearly"])
                        for await entitlement in Transaction.↓currentEntitlements { unlock(entitlement) }
                    }

                    private func buy(_ plan: Product) async throws {
                        if case .success = try await plan.↓purchase() { unlock(plan) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadGuidelines() {
                        guard let url = URL(string: "https://example.com/guidelines.md") else { return }
                        let text = try? ↓String(contentsOf: url)
                        let banner = try? ↓Data(contentsOf: url)
                        show(text, banner)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadGuidelines {
                    NSURL *url = [NSURL URLWithString:@"https://example.com/guidelines.md"];
                    NSData *banner = [NSData ↓dataWithContentsOfURL:url];
                    NSString *text = [NSString ↓stringWithContentsOfURL:url encoding:NSUTF8StringEncoding error:nil];
                    [self showText:text banner:banner];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadProducts {
                    ↓SKProductsRequest *request = [[SKProductsRequest alloc] initWithProductIdentifiers:self.identifiers];
                    request.delegate = self;
                    [request start];
                    [[↓RMStore defaultStore] requestProducts:self.identifiers success:nil failure:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)deleteRemoteFile:(NSString *)path {
                    DBUserClient *client = [DBClientsManager authorizedClient];
                    [[client.filesRoutes delete_:path] ↓setResponseBlock:^(DBFILESMetadata *result, DBFILESDeleteError *routeError, DBRequestError *error) {
                        [self showDeleted:result failed:error];
                    }];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() {
                        let url = URL(string: "https://api.example.com/user")!
                        ↓URLSession.shared.dataTask(with: url) { data, _, _ in
                            self.render(data)
                        }.resume()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() async throws {
                        let (data, _) = try await ↓URLSession.shared.data(from: endpoint)
                        user = try ↓JSONDecoder().decode(User.self, from: data)
                    }

                    private func reload() async throws {
                        let (data, _) = try await session.data(for: request)
                        user = try ↓JSONDecoder().decode(User.self, from: data)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() {
                        ↓AF.request("https://api.example.com/user").responseDecodable(of: User.self) { response in
                            self.user = response.value
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let provider = ↓MoyaProvider<GitHub>()
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var searchTask: URLSessionDataTask?

                    private func search(_ text: String) {
                        var components = ↓URLComponents(string: "https://api.example.com/search")!
                        components.queryItems = [URLQueryItem(name: "q", value: text)]
                        var request = ↓URLRequest(url: components.url!)
                        request.httpMethod = "GET"
                        let task: ↓URLSessionDataTask = URLSession.shared.dataTask(with: request) { data, response, _ in
                            guard (response as? ↓HTTPURLResponse)?.statusCode == 200, let data else { return }
                            self.show(try? ↓JSONSerialization.jsonObject(with: data))
                        }
                        searchTask = task
                        task.resume()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func upload(_ photo: Data) {
                        let session = URLSession(configuration: ↓URLSessionConfiguration.background(withIdentifier: "upload"))
                        ↓session.uploadTask(with: uploadRequest, from: photo).resume()
                    }

                    private func download(_ url: URL) {
                        ↓URLSession.shared.downloadTask(with: url) { file, _, _ in self.showDownload(file) }.resume()
                    }
                }
                """#),
            AuditExample(
                #"""
                import Starscream

                final class ExampleViewController: UIViewController {
                    private var chat: ↓URLSessionWebSocketTask?

                    private func connect() {
                        chat = URLSession.shared.webSocketTask(with: chatURL)
                        chat?.resume()
                        let presence = ↓NWConnection(host: "presence.example.com", port: 443, using: .tls)
                        presence.start(queue: .main)
                        let live = ↓WebSocket(request: URLRequest(url: liveURL))
                        live.connect()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController, NetServiceBrowserDelegate {
                    private var browser: NetServiceBrowser?
                    private var found: [NetService] = []

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        browser = ↓NetServiceBrowser()
                        browser?.delegate = self
                        browser?.searchForServices(ofType: "_octoprint._tcp.", inDomain: "local.")
                    }

                    func netServiceBrowser(_ browser: ↓NetServiceBrowser, didFind service: NetService, moreComing: Bool) {
                        found.append(service)
                        if !moreComing { tableView.reloadData() }
                    }

                    private func browseServers() {
                        let lan = ↓NWBrowser(for: .bonjour(type: "_http._tcp", domain: nil), using: .tcp)
                        lan.start(queue: .main)
                    }

                    // Swift 2 spelled the browser with its `NS`.
                    private func browseLegacy() {
                        let legacy = ↓NSNetServiceBrowser()
                        legacy.searchForServicesOfType("_http._tcp", inDomain: "")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.browser = [[↓NSNetServiceBrowser alloc] init];
                    [self.browser setDelegate:self];
                    [self.browser searchForServicesOfType:@"_xbmc-jsonrpc._tcp" inDomain:@""];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadFeed() {
                        ↓Alamofire.request(feedURL).responseJSON { response in self.show(response.value) }
                        ↓AF.request(avatarURL).responseData { response in self.showAvatar(response.data) }
                    }
                }
                """#),
            AuditExample(
                #"""
                import AlamofireImage
                import Kingfisher

                final class ExampleViewController: UIViewController {
                    private func showImages(_ url: URL) {
                        ↓avatarView.sd_setImage(with: url)
                        ↓coverView.af_setImage(withURL: url)
                        ↓logoView.af.setImage(withURL: url)
                        ↓bannerView.kf.setImage(with: url)
                        ↓SDWebImageManager.shared.loadImage(with: url, progress: nil) { image, _, _, _, _, _ in self.header = image }
                        ↓KingfisherManager.shared.retrieveImage(with: url) { result in self.background = try? result.get().image }
                    }

                    private func loadMarker(_ url: URL) {
                        ↓ImageDownloader.default.downloadImage(with: url) { result in self.marker = try? result.get().image }
                        ↓ImagePrefetcher(urls: self.nextURLs).start()
                        ↓SDWebImageDownloader.shared.downloadImage(with: url) { image, _, _, _ in self.badge = image }
                        ↓SDWebImagePrefetcher.shared.prefetchURLs(self.nextURLs)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadCover(_ url: URL) {
                        ↓PINRemoteImageManager.shared().downloadImage(with: url, options: []) { result in self.cover = result.image }
                        ↓avatarView.pin_setImage(from: url)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)load {
                    NSURLSessionDataTask *task = [[NSURLSession sharedSession] ↓dataTaskWithURL:self.url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        [self show:data];
                    }];
                    [task resume];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)submitComment:(NSString *)text {
                    ↓NSURLComponents *components = [NSURLComponents componentsWithString:@"https://api.example.com/comments"];
                    ↓NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:components.URL];
                    request.HTTPMethod = @"POST";
                    request.HTTPBody = [↓NSJSONSerialization dataWithJSONObject:@{@"text": text} options:0 error:nil];
                    ↓NSURLSessionConfiguration *configuration = [NSURLSessionConfiguration defaultSessionConfiguration];
                    ↓NSURLSession *session = [NSURLSession sessionWithConfiguration:configuration];
                    [[session ↓dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        ↓NSHTTPURLResponse *http = (NSHTTPURLResponse *)response;
                        [self showStatus:http.statusCode];
                    }] resume];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)downloadAttachment {
                    ↓NSURLRequest *request = [NSURLRequest requestWithURL:self.attachmentURL];
                    [[[NSURLSession sharedSession] ↓downloadTaskWithRequest:request completionHandler:^(NSURL *location, NSURLResponse *response, NSError *error) {
                        [self openFileAtURL:location];
                    }] resume];
                }

                - (void)downloadThumbnail {
                    [[[NSURLSession sharedSession] ↓downloadTaskWithURL:self.thumbnailURL] resume];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)refresh {
                    ↓NSURLRequest *request = [NSURLRequest requestWithURL:self.feedURL];
                    [NSURLConnection ↓sendAsynchronousRequest:request queue:[NSOperationQueue mainQueue] completionHandler:^(NSURLResponse *response, NSData *data, NSError *error) {
                        [self showFeed:data];
                    }];
                }

                - (NSData *)fetchNow {
                    return [NSURLConnection ↓sendSynchronousRequest:[NSURLRequest requestWithURL:self.feedURL] returningResponse:nil error:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)load {
                    ↓AFHTTPSessionManager *manager = [AFHTTPSessionManager manager];
                    [manager ↓GET:@"photos" parameters:nil headers:nil progress:nil success:^(NSURLSessionDataTask *task, id response) {
                        [self showPhotos:response];
                    } failure:nil];
                }

                - (void)uploadPhoto:(NSDictionary *)photo {
                    [self.sessionManager ↓POST:@"photos" parameters:photo headers:nil progress:nil success:^(NSURLSessionDataTask *task, id response) {
                        [self showUploaded:response];
                    } failure:nil];
                }
                """#),
            // AFNetworking 2 and 3's spellings and the other verbs, as an app's API class wraps them.
            AuditExample(
                objectiveC: #"""
                + (void)GET:(NSString *)path parameters:(id)parameters completion:(SENAPIDataBlock)completion {
                    [[self HTTPSessionManager] ↓GET:path parameters:parameters progress:nil success:SENSuccess(completion) failure:SENFailure(completion)];
                }

                + (void)POST:(NSString *)path parameters:(id)parameters completion:(SENAPIDataBlock)completion {
                    [[self HTTPSessionManager] ↓POST:path parameters:parameters progress:nil success:SENSuccess(completion) failure:SENFailure(completion)];
                    [[self HTTPSessionManager] ↓POST:path parameters:nil constructingBodyWithBlock:self.body success:nil failure:nil];
                    [[self HTTPSessionManager] ↓POST:path parameters:nil constructingBodyWithBlock:self.body progress:nil success:nil failure:nil];
                    [[self HTTPSessionManager] ↓POST:path parameters:nil headers:nil constructingBodyWithBlock:self.body progress:nil success:nil failure:nil];
                }

                + (void)PUT:(NSString *)path parameters:(id)parameters completion:(SENAPIDataBlock)completion {
                    [[self HTTPSessionManager] ↓PUT:path parameters:parameters success:SENSuccess(completion) failure:SENFailure(completion)];
                    [[self HTTPSessionManager] ↓PUT:path parameters:parameters headers:nil success:nil failure:nil];
                    [[self HTTPSessionManager] ↓PATCH:path parameters:parameters success:nil failure:nil];
                    [[self HTTPSessionManager] ↓PATCH:path parameters:parameters headers:nil success:nil failure:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                + (void)DELETE:(NSString *)path parameters:(id)parameters {
                    [[self HTTPSessionManager] ↓DELETE:path parameters:parameters success:nil failure:nil];
                    [[self HTTPSessionManager] ↓DELETE:path parameters:parameters headers:nil success:nil failure:nil];
                }

                + (void)HEAD:(NSString *)path parameters:(id)parameters {
                    [[self HTTPSessionManager] ↓HEAD:path parameters:parameters success:nil failure:nil];
                    [[self HTTPSessionManager] ↓HEAD:path parameters:parameters headers:nil success:nil failure:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadMessages {
                    [[ZulipAPIClient sharedClient] ↓getPath:@"messages" parameters:@{@"anchor": @(self.anchor)} success:^(AFHTTPRequestOperation *operation, id response) {
                        [self showMessages:response];
                    } failure:nil];
                }

                - (void)login {
                    [[ZulipAPIClient sharedClient] ↓postPath:@"fetch_api_key" parameters:self.credentials success:^(AFHTTPRequestOperation *operation, id response) {
                        [self finishLogin:response];
                    } failure:nil];
                    [self.client ↓putPath:@"settings" parameters:self.settings success:nil failure:nil];
                    [self.client ↓deletePath:@"subscriptions" parameters:self.removed success:nil failure:nil];
                }

                + (instancetype)sharedClient {
                    return [[self alloc] initWithBaseURL:[NSURL URLWithString:@"https://example.com"]];
                }

                - (void)configure {
                    ↓AFHTTPClient *client = [AFHTTPClient clientWithBaseURL:self.baseURL];
                    [self useClient:client];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadTimeline {
                    ↓AFHTTPRequestOperationManager *manager = [AFHTTPRequestOperationManager manager];
                    [manager ↓GET:@"timeline" parameters:nil success:^(AFHTTPRequestOperation *operation, id response) {
                        [self showTimeline:response];
                    } failure:nil];
                }

                - (void)like {
                    [self.operationManager ↓POST:@"likes" parameters:@{@"id": self.postID} success:^(AFHTTPRequestOperation *operation, id response) {
                        [self showLiked];
                    } failure:nil];
                }

                - (void)uploadAvatar:(NSData *)data {
                    ↓AFURLSessionManager *manager = [[AFURLSessionManager alloc] initWithSessionConfiguration:nil];
                    [[manager uploadTaskWithRequest:self.avatarRequest fromData:data progress:nil completionHandler:nil] resume];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadFeed {
                    ↓ASIHTTPRequest *request = [ASIHTTPRequest requestWithURL:self.feedURL];
                    [request setDelegate:self];
                    [request ↓startAsynchronous];
                }

                - (void)postComment:(NSString *)text {
                    ↓ASIFormDataRequest *request = [ASIFormDataRequest requestWithURL:self.commentsURL];
                    [request setPostValue:text forKey:@"message"];
                    [request ↓startSynchronous];
                }

                - (void)uploadPhotos:(NSArray *)requests {
                    ↓ASINetworkQueue *queue = [ASINetworkQueue queue];
                    [queue addOperations:requests waitUntilFinished:NO];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadRates {
                    ↓MKNetworkEngine *engine = [[MKNetworkEngine alloc] initWithHostName:@"api.example.com"];
                    ↓MKNetworkOperation *op = [engine operationWithPath:@"rates" params:nil httpMethod:@"GET"];
                    [op addCompletionHandler:^(MKNetworkOperation *completed) {
                        [self showRates:completed.responseJSON];
                    } errorHandler:nil];
                    [engine enqueueOperation:op];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)createList:(NSString *)title {
                    List *list = [[List alloc] initWithTitle:title];
                    [list createWithSuccess:nil failure:^(↓AFJSONRequestOperation *operation, NSError *error) {
                        [self showError:[operation.responseJSON objectForKey:@"error"]];
                    }];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showUser {
                    [self.avatarView ↓sd_setImageWithURL:self.user.avatarURL placeholderImage:[UIImage imageNamed:@"avatar"]];
                    [self.coverView ↓setImageWithURL:self.user.coverURL];
                    [self.bannerView ↓setImageWithURLRequest:self.bannerRequest placeholderImage:nil success:^(NSURLRequest *request, NSHTTPURLResponse *response, UIImage *image) {
                        [self layoutBanner:image];
                    } failure:nil];
                    [self.logoView ↓pin_setImageFromURL:self.user.logoURL];
                }

                - (void)prefetch {
                    [[↓SDWebImageManager sharedManager] loadImageWithURL:self.headerURL options:0 progress:nil completed:^(UIImage *image, NSData *data, NSError *error, SDImageCacheType cacheType, BOOL finished, NSURL *url) {
                        self.header = image;
                    }];
                    [[↓SDWebImageDownloader sharedDownloader] downloadImageWithURL:self.badgeURL completed:nil];
                    [[↓SDWebImagePrefetcher sharedImagePrefetcher] prefetchURLs:self.nextURLs];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadCover {
                    [[↓PINRemoteImageManager sharedImageManager] downloadImageWithURL:self.coverURL completion:^(PINRemoteImageManagerResult *result) {
                        self.cover = result.image;
                    }];
                }
                """#),
            // A cast names the class the code knows a value to be: an item held as `Any` (or a
            // superclass) is the project's remote file, whose request the controller waits for.
            AuditExample(
                #"""
                final class RemoteFile {
                    func star(completion: @escaping (Bool) -> Void) {
                        URLSession.shared.dataTask(with: starURL) { _, response, _ in completion(response != nil) }.resume()
                    }
                }

                final class ExampleViewController: UIViewController {
                    var item: Any?

                    @IBAction private func star(_ sender: UIButton) {
                        guard let file = item as? RemoteFile else { return }
                        ↓file.star { ok in self.starButton.isSelected = ok }
                    }
                }
                """#),
            // An inherited member runs in the project superclass that declares it.
            AuditExample(
                #"""
                class Entry {
                    func star(completion: @escaping (Bool) -> Void) {
                        URLSession.shared.dataTask(with: starURL) { _, response, _ in completion(response != nil) }.resume()
                    }
                }

                final class RemoteFile: Entry {}

                final class ExampleViewController: UIViewController {
                    private let file = RemoteFile()

                    @IBAction private func star(_ sender: UIButton) {
                        ↓file.star { ok in self.starButton.isSelected = ok }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)star:(id)sender {
                    ↓[(RemoteFile *)self.item starWithCompletion:^(BOOL ok) { self.sendButton.selected = ok; }];
                }
                @end

                @interface RemoteFile : NSObject
                - (void)starWithCompletion:(void (^)(BOOL ok))completion;
                @end

                @implementation RemoteFile
                - (void)starWithCompletion:(void (^)(BOOL ok))completion {
                    NSURL *url = [NSURL URLWithString:@"https://example.com/star"];
                    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        completion(error == nil);
                    }] resume];
                }
                """#),
            // A closure bound to a local first and then passed is passed all the same.
            AuditExample(
                #"""
                final class ServerAPI {
                    static let shared = ServerAPI()

                    func addServer(_ hostname: String, completion: @escaping (Bool) -> Void) {
                        URLSession.shared.dataTask(with: URL(string: hostname)!) { _, _, error in completion(error == nil) }.resume()
                    }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func save(_ sender: Any) {
                        let completion: (Bool) -> Void = { ok in
                            if ok { self.navigationController?.popViewController(animated: true) }
                        }
                        ↓ServerAPI.shared.addServer(hostname, completion: completion)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, ASWebAuthenticationPresentationContextProviding {
                    private var authSession: ASWebAuthenticationSession?

                    private func signIn(at url: URL) {
                        authSession = ↓ASWebAuthenticationSession(url: url, callbackURLScheme: "example") { [weak self] callback, error in
                            self?.finishSignIn(callback, error)
                        }
                        authSession?.presentationContextProvider = self
                        authSession?.start()
                    }
                }
                """#),
            // A property or a local initialised from the app's shared services holds the type
            // the last of them is declared with, however it was made (`lazy`, by a factory).
            AuditExample(
                #"""
                final class GatewayService {
                    func chains(completion: @escaping (Result<[Chain], Error>) -> Void) -> URLSessionTask {
                        let task = URLSession.shared.dataTask(with: chainsURL) { data, _, error in completion(Self.decode(data, error)) }
                        task.resume()
                        return task
                    }
                }

                final class App {
                    static let shared = App()
                    lazy var gatewayService = GatewayService()
                }

                final class ExampleViewController: UIViewController {
                    private var gatewayService = App.shared.gatewayService
                    private var loadTask: URLSessionTask?

                    private func reload() {
                        loadTask = ↓gatewayService.chains { [weak self] result in
                            switch result {
                            case .success(let chains): self?.show(chains)
                            case .failure(let error): self?.showError(error)
                            }
                        }
                    }

                    private func refresh() {
                        let service = App.shared.gatewayService
                        _ = ↓service.chains { [weak self] result in self?.handle(result) }
                    }
                }
                """#),
            // A block bound to a local first and then passed is passed all the same.
            AuditExample(
                objectiveC: #"""
                - (IBAction)save:(id)sender {
                    APIResultHandler handler = ^(NSDictionary *result) {
                        if ([[result objectForKey:@"success"] boolValue]) [self.navigationController popViewControllerAnimated:YES];
                    };
                    ↓[[ServerAPI sharedInstance] addServer:self.hostname handler:handler];
                }

                - (IBAction)send:(id)sender {
                    void (^done)(BOOL) = ^(BOOL ok) { self.sendButton.enabled = !ok; };
                    ↓[[ServerAPI sharedInstance] paste:self.text handler:done];
                }
                @end

                @interface ServerAPI : NSObject
                + (instancetype)sharedInstance;
                - (void)addServer:(NSString *)hostname handler:(APIResultHandler)handler;
                - (void)paste:(NSString *)text handler:(void (^)(BOOL ok))handler;
                @end

                @implementation ServerAPI
                - (void)addServer:(NSString *)hostname handler:(APIResultHandler)handler {
                    [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:hostname]] resume];
                }

                - (void)paste:(NSString *)text handler:(void (^)(BOOL ok))handler {
                    [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://example.com/paste"]] resume];
                }
                """#),
            AuditExample(
                #"""
                import FirebaseAuth
                import FirebaseDatabase
                import FirebaseFirestore
                import FirebaseStorage
                import Parse

                final class ExampleViewController: UIViewController {
                    func signIn() {
                        ↓Auth.auth().signIn(withEmail: email, password: password) { result, error in self.finish(result?.user, error) }
                    }

                    func loadFirebase() {
                        ↓Firestore.firestore().collection("posts").getDocuments { snapshot, error in self.show(snapshot?.documents, error) }
                        ↓Database.database().reference(withPath: "scores").observeSingleEvent(of: .value) { snapshot in self.show(snapshot) }
                        ↓Storage.storage().reference(withPath: "avatars/me.png").getData(maxSize: 1 << 20) { data, _ in self.avatar = data }
                    }

                    func loadParse() {
                        let query = ↓PFQuery(className: "Score")
                        query.↓findObjectsInBackground { objects, error in self.show(objects, error) }
                        ↓PFCloud.callFunction(inBackground: "top", withParameters: nil) { result, _ in self.top = result }
                        score.↓saveInBackground { saved, _ in self.saveButton.isEnabled = !saved }
                        ↓AVQuery(className: "Todo").getFirstObjectInBackground { object, _ in self.todo = object }
                    }
                }
                """#),
            AuditExample(
                #"""
                import CloudKit

                final class ExampleViewController: UIViewController {
                    func loadCloudKit() {
                        CKContainer.default().↓privateCloudDatabase.fetch(withRecordID: noteID) { record, error in self.show(record, error) }
                        CKContainer.default().↓sharedCloudDatabase.fetch(withRecordID: sharedID) { record, error in self.show(record, error) }
                        let query = ↓CKQueryOperation(query: CKQuery(recordType: "Note", predicate: NSPredicate(value: true)))
                        let save = ↓CKModifyRecordsOperation(recordsToSave: [note], recordIDsToDelete: nil)
                        CKContainer.default().↓publicCloudDatabase.add(query)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadScores {
                    [[↓FIRAuth auth] signInWithEmail:self.email password:self.password completion:^(FIRAuthDataResult *result, NSError *error) {
                        [self finishWithUser:result.user error:error];
                    }];
                    [[[↓FIRFirestore firestore] collectionWithPath:@"posts"] getDocumentsWithCompletion:^(FIRQuerySnapshot *snapshot, NSError *error) {
                        [self showDocuments:snapshot.documents error:error];
                    }];
                    [[[↓FIRDatabase database] referenceWithPath:@"scores"] observeSingleEventOfType:FIRDataEventTypeValue withBlock:^(FIRDataSnapshot *snapshot) {
                        [self showSnapshot:snapshot];
                    }];
                    [[[↓FIRStorage storage] referenceWithPath:@"avatars/me.png"] dataWithMaxSize:1 << 20 completion:^(NSData *data, NSError *error) {
                        self.avatarData = data;
                    }];
                    PFQuery *query = [↓PFQuery queryWithClassName:@"Score"];
                    [query ↓findObjectsInBackgroundWithBlock:^(NSArray *objects, NSError *error) {
                        [self showScores:objects error:error];
                    }];
                }
                """#),
            // A request that answers as it returns: the condition testing the answer is the
            // controller dealing with the result.
            AuditExample(
                #"""
                final class StatusClient {
                    func ping() -> Bool {
                        var answered = false
                        let done = DispatchSemaphore(value: 0)
                        URLSession.shared.dataTask(with: pingURL) { data, _, _ in answered = data != nil; done.signal() }.resume()
                        done.wait()
                        return answered
                    }
                }

                final class ExampleViewController: NSViewController {
                    @IBAction private func test(_ sender: NSButton) {
                        let client = StatusClient()
                        if ↓client.ping() { statusImage.image = NSImage(named: NSImage.statusAvailableName) }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateTestButton {
                    StatusClient *client = [[StatusClient alloc] init];
                    if (↓[client ping]) {
                        [self.sendButton setEnabled:YES];
                    }
                }
                @end

                @interface StatusClient : NSObject
                - (BOOL)ping;
                @end

                @implementation StatusClient
                - (BOOL)ping {
                    NSData *data = [NSData dataWithContentsOfURL:[NSURL URLWithString:@"https://example.com/ping"]];
                    return data != nil;
                }
                """#, interface: "NSViewController"),
            // A networking library named for its job, whose code the project does not hold.
            AuditExample(
                #"""
                import Evander

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓EvanderNetworking.request(url: featuredURL, type: [String: Any].self) { success, _, _, dict in
                            self.render(dict)
                        }
                    }
                }
                """#),
            // The app's service sends through a client another of its types holds, whatever
            // that property's declaration shows.
            AuditExample(
                #"""
                final class FeedProvider {
                    static var moya: MoyaProvider<FeedAPI> { defaultProvider }
                }

                final class FeedService {
                    func load(completion: @escaping ([Post]) -> Void) {
                        FeedProvider.moya.request(.feed) { result in completion(Self.posts(from: result)) }
                    }
                }

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓FeedService().load { posts in self.render(posts) }
                    }
                }
                """#),
            // The app's client holds a library's socket, named for its job, and sends over it.
            AuditExample(
                #"""
                final class ChatConnection {
                    static let shared = ChatConnection()
                    private let socket: PhoenixWebSocket

                    func join(_ channel: String, handler: @escaping (Bool) -> Void) {
                        socket.send(["join": channel])
                    }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func join(_ sender: Any) {
                        ↓ChatConnection.shared.join("lobby") { joined in self.render(joined) }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    ↓[[PodcastAPIClient sharedClient] fetchEpisodesWithCompletion:^(NSArray *episodes) {
                        self.episodes = episodes;
                    }];
                }
                """#),
            // A free function of the project is followed as a helper type's member is: the
            // controller waits for the request it makes.
            AuditExample(
                #"""
                func fetchAvatar(of user: User, completion: @escaping (Data?) -> Void) {
                    URLSession.shared.dataTask(with: user.avatarURL) { data, _, _ in completion(data) }.resume()
                }

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓fetchAvatar(of: user) { data in self.avatarView.image = data.flatMap(UIImage.init) }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                static void FetchAvatar(NSURL *url, void (^completion)(NSData *data)) {
                    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        completion(data);
                    }] resume];
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    ↓FetchAvatar(self.avatarURL, ^(NSData *data) { self.avatarData = data; });
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A client's question about a value asks nothing of the server: `isCancelled(_:)`
            // tested in a condition reads the error it is given.
            AuditExample(
                #"""
                import Alamofire

                final class AuthClient {
                    func signIn(completion: @escaping (Error?) -> Void) {
                        AF.request(signInURL).response { response in completion(response.error) }
                    }

                    func isCancelled(_ error: Error) -> Bool {
                        if case Alamofire.AFError.explicitlyCancelled = error { return true }
                        return false
                    }
                }

                final class ExampleViewController: UIViewController {
                    let client = AuthClient()

                    func show(_ error: Error) {
                        if !client.isCancelled(error) { errorLabel.text = "Try again" }
                    }
                }
                """#),
            // A view that loads its image is a view: SwiftUI's `AsyncImage` and the image
            // libraries' equivalents (Kingfisher's `KFImage`, NukeUI's `LazyImage`,
            // SDWebImageSwiftUI's `WebImage`) are what a view is made of, as an image view is.
            AuditExample(
                #"""
                import Kingfisher
                import NukeUI

                struct ExampleView: View {
                    let avatarURL: URL
                    let bannerURL: URL

                    var body: some View {
                        VStack {
                            AsyncImage(url: avatarURL) { image in image.resizable() } placeholder: { ProgressView() }
                            KFImage(bannerURL).resizable()
                            LazyImage(url: bannerURL)
                        }
                    }
                }
                """#),
            // A page's address built with its query, for a web view to load: a page to show.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadMainPage(theme: String) {
                        var components = URLComponents(url: pageURL, resolvingAgainstBaseURL: false)
                        components?.queryItems = [URLQueryItem(name: "theme", value: theme)]
                        guard let url = components?.url else { return }
                        webView.load(URLRequest(url: url))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadMainPage {
                    NSURLComponents *components = [NSURLComponents componentsWithURL:self.pageURL resolvingAgainstBaseURL:NO];
                    components.queryItems = @[[NSURLQueryItem queryItemWithName:@"theme" value:self.theme]];
                    [self.webView loadRequest:[NSURLRequest requestWithURL:components.URL]];
                }
                """#),
            // Swift's Objective-C request classes for a web view's page: a page to show.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let request = NSURLRequest(URL: interview.linkURL)
                        webView.loadRequest(request)
                    }

                    func loadRequest(request: NSURLRequest) {
                        let mutableRequest = request.mutableCopy() as? NSMutableURLRequest
                        mutableRequest?.httpShouldHandleCookies = false
                        self.request = mutableRequest
                    }
                }
                """#),
            // A request and a task kept in instance variables: a web page's address shown, a
            // task held to cancel.
            // Browsing beside a published service asks for local network access.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var browser: NWBrowser?
                    private var service: NetService?

                    private func requestLocalNetworkAccess() {
                        let browser = NWBrowser(for: .bonjour(type: "_bonjour._tcp", domain: nil), using: NWParameters())
                        browser.start(queue: .main)
                        let service = NetService(domain: "local.", type: "_lnp._tcp.", name: "Access", port: 1100)
                        service.publish()
                        self.browser = browser
                        self.service = service
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    NSURLRequest *_pageRequest;
                    NSURLSessionDataTask *_pendingTask;
                    AFHTTPRequestOperation *_searchOperation;
                    ASIHTTPRequest *_avatarRequest;
                    MKNetworkOperation *_ratesOperation;
                    NSNetServiceBrowser *_browser;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.webView loadRequest:_pageRequest];
                }

                - (IBAction)cancel:(id)sender {
                    [_pendingTask cancel];
                    [_searchOperation cancel];
                    [_avatarRequest cancel];
                    [_ratesOperation cancel];
                    [_browser stop];
                }
                """#),
            // A library's client told something without waiting for an answer, or a value it
            // holds; the project's own service, whose code says what it does.
            AuditExample(
                objectiveC: #"""
                - (IBAction)cancel:(id)sender {
                    AlfrescoDocumentFolderService *service = self.documentService;
                    [service clear];
                }
                """#),
            AuditExample(
                #"""
                final class DialogService {
                    func confirm(_ text: String, then action: @escaping (Bool) -> Void) { action(true) }
                }

                final class ExampleViewController: UIViewController {
                    private let dialogService = DialogService()
                    private let drive = GTLRDriveService()

                    @IBAction private func delete(_ sender: Any) {
                        dialogService.confirm("Delete?") { confirmed in self.finish(confirmed) }
                        drive.shouldFetchNextPages = true
                        drive.additionalHTTPHeaders.forEach { header in self.log(header) }
                    }
                }
                """#),
            // A module of anything but the XMPP client libraries; an XMPP module's local chat
            // manager or published state.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func startAudio() {
                        pluginHost.module(.audio).start()
                    }
                }
                """#),
            AuditExample(
                #"""
                import Martin

                final class ExampleViewController: NSViewController {
                    private func openChat(with jid: BareJID) {
                        _ = client.module(.message).chatManager.createChat(for: client, with: jid)
                    }

                    override func viewWillAppear() {
                        super.viewWillAppear()
                        client.module(.pepBookmarks).$currentBookmarks.sink { [weak self] in self?.render($0) }.store(in: &cancellables)
                    }
                }
                """#),
            // An image library's caches cleared is caching, not a download.
            AuditExample(
                #"""
                import Nuke
                import Kingfisher

                final class ExampleViewController: UIViewController {
                    @IBAction private func clearImages(_ sender: Any) {
                        ImagePipeline.shared.cache.removeAll()
                    }

                    func clearCache() {
                        Nuke.ImageCache.shared.removeAll()
                        Nuke.DataLoader.sharedUrlCache.removeAllCachedResponses()
                        KingfisherManager.shared.cache.clearDiskCache()
                    }
                }
                """#),
            // The controller's own member wins over a free function of its name; a function the
            // project does not declare (`loadThumbnail`) is nobody's work.
            AuditExample(
                #"""
                func fetchAvatar(of user: User, completion: @escaping (Data?) -> Void) {
                    URLSession.shared.dataTask(with: user.avatarURL) { data, _, _ in completion(data) }.resume()
                }

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        fetchAvatar(of: user) { data in self.avatarView.image = data.flatMap(UIImage.init) }
                        loadThumbnail(of: user) { data in self.thumbnailView.image = data.flatMap(UIImage.init) }
                    }

                    private func fetchAvatar(of user: User, completion: @escaping (Data?) -> Void) {
                        completion(user.avatarData)
                    }
                }
                """#),
            // A framework function taking a block (`dispatch_async`), one the project does not
            // declare, and one it declares that makes no request.
            AuditExample(
                objectiveC: #"""
                static NSString *AvatarKey(NSURL *url) {
                    return url.absoluteString;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.avatarKey = AvatarKey(self.avatarURL);
                    dispatch_async(dispatch_get_main_queue(), ^{ [self.tableView reloadData]; });
                    FetchAvatar(self.avatarURL, ^(NSData *data) { self.avatarData = data; });
                }
                """#),
            // The cast is of the item's parent, not of the item the controller holds.
            AuditExample(
                objectiveC: #"""
                - (IBAction)star:(id)sender {
                    [(RemoteFile *)self.item.parent starWithCompletion:^(BOOL ok) { self.sendButton.selected = ok; }];
                    [self.item starWithCompletion:^(BOOL ok) { self.sendButton.selected = ok; }];
                }
                @end

                @interface RemoteFile : NSObject
                - (void)starWithCompletion:(void (^)(BOOL ok))completion;
                @end

                @implementation RemoteFile
                - (void)starWithCompletion:(void (^)(BOOL ok))completion {
                    NSURL *url = [NSURL URLWithString:@"https://example.com/star"];
                    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        completion(error == nil);
                    }] resume];
                }
                """#),
            // Quicksilver's setup assistant shows its bundled pages in a web view.
            AuditExample(
                objectiveC: #"""
                - (void)showGettingStarted {
                    NSURL *page = [[NSBundle mainBundle] URLForResource:@"GettingStarted" withExtension:@"html"];
                    [[self.gettingStartedView mainFrame] loadRequest:[NSURLRequest requestWithURL:page]];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                objectiveC: #"""
                - (void)loadDraft {
                    NSURL *url = [NSURL fileURLWithPath:self.draftPath];
                    [self showDraft:[NSString stringWithContentsOfURL:url encoding:NSUTF8StringEncoding error:nil]
                              data:[NSData dataWithContentsOfURL:url]];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // A file's address comes from the file manager or a path, not a string.
                    private func loadDraft() throws {
                        let url = FileManager.default.temporaryDirectory.appendingPathComponent("draft.txt")
                        show(try String(contentsOf: url), try Data(contentsOf: URL(fileURLWithPath: draftPath)))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)openValidator:(id)sender {
                    NSURLComponents *components = [NSURLComponents componentsWithString:@"https://validator.example.com/check"];
                    components.percentEncodedQuery = [NSString stringWithFormat:@"url=%@", self.feedURL];
                    [[NSWorkspace sharedWorkspace] openURL:components.URL];
                }
                """#),
            // Objective-C too: triggers exported to a file and imported from one.
            AuditExample(
                objectiveC: #"""
                - (void)exportTriggers:(NSURL *)url {
                    NSData *data = [NSJSONSerialization dataWithJSONObject:self.triggers options:0 error:nil];
                    [data writeToURL:url atomically:YES];
                }

                - (void)importTriggers:(NSURL *)url {
                    NSData *data = [NSData dataWithContentsOfFile:url.path];
                    self.triggers = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
                }
                """#),
            // A file's address read whole and parsed: no web address, no response.
            AuditExample(
                objectiveC: #"""
                - (void)loadKeys {
                    NSURL *fileURL = [self.preferencesDirectory URLByAppendingPathComponent:@"keys.json"];
                    NSData *json = [NSData dataWithContentsOfURL:fileURL options:kNilOptions error:nil];
                    self.keys = [NSJSONSerialization JSONObjectWithData:json options:kNilOptions error:nil];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // Stored settings decoded, and JSON encoded for a web page: no response is at hand.
                    private func loadPresets() {
                        if let data = UserDefaults.standard.data(forKey: "presets"),
                            let presets = try? JSONDecoder().decode([Preset].self, from: data)
                        {
                            self.presets = presets
                        }
                        let json = try? JSONSerialization.data(withJSONObject: settings)
                        webView.evaluateJavaScript(String(decoding: json ?? Data(), as: UTF8.self))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // A file from the bundle decoded: no response is at hand.
                    private func loadThemes() throws {
                        let data = try Data(contentsOf: Bundle.main.url(forResource: "Themes", withExtension: "json")!)
                        themes = try JSONDecoder().decode([Theme].self, from: data)
                        helpLink = URL(string: "https://example.com/themes")
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // Without `import StoreKit` or `import RevenueCat`, the app's own catalogue and history.
                    private func showShelf() {
                        render(catalogue.products(for: shelf), Purchases(items: history))
                        cart.purchase(shelf.first)
                    }
                }
                """#),
            AuditExample(
                #"""
                import StoreKit

                final class ExampleViewController: UIViewController {
                    // The controller's own method of that name is not the App Store's.
                    @IBAction private func buyTapped() {
                        purchase()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // Without `import Kingfisher` or `import Starscream`, these are the app's own names.
                    private func refresh() {
                        let pipeline = ImagePipeline(stages: stages)
                        render(pipeline.kf, WebSocket(kind: .live))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openHelp(topic: String) {
                        var components = URLComponents(string: "https://help.example.com")
                        components?.queryItems = [URLQueryItem(name: "topic", value: topic)]
                        if let url = components?.url { UIApplication.shared.open(url) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var searchTask: URLSessionDataTask?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        webView.load(URLRequest(url: helpPage))
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        searchTask?.cancel()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let logic: ProfileLogicController

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        logic.load()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func refresh() async {
                        let user = try? await webService.load(User.endpoint)
                        render(user)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var pendingRequests: [String: URLRequest] = [:]
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)load {
                    [self.photoService loadPhotos];
                }
                """#),
        ])
}
