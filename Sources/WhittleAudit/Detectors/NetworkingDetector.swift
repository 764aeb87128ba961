extension ResponsibilityDetector {
    /// `networking`: Members that make or handle remote requests themselves: URLSession (callbacks or async), URLRequest, Alamofire or Moya-style clients, response decoding, remote image loading, sockets.
    static let networking = ResponsibilityDetector(
        responsibility: .networking,
        summary: "Members that make or handle remote requests themselves: URLSession (callbacks or async), URLRequest, Alamofire or Moya-style clients, response decoding, remote image loading, sockets. Calling a web service or logic controller does not count.",
        signals: [
            Signal(.type("URLSession"), "talks to URLSession directly"),
            // Constructing one, not naming the type in an annotation or a parameter.
            Signal(.call("URLRequest"), "builds a URLRequest"),
            Signal(.type("URLSessionConfiguration"), "configures a URL session"),
            Signal(.type("URLSessionDataTask"), "holds a network task"),
            Signal(.type("URLSessionWebSocketTask"), "opens a web socket"),
            Signal(.type("URLComponents"), "builds a request URL"),
            Signal(.type("JSONDecoder"), "decodes a response"),
            Signal(.type("JSONSerialization"), "parses a response"),
            Signal(.type("AF"), "calls Alamofire"),
            Signal(.type("Alamofire"), "calls Alamofire"),
            Signal(.type("MoyaProvider"), "calls a Moya provider"),
            Signal(.type("NWConnection"), "opens a network connection"),
            Signal(.type("WebSocket"), "opens a web socket"),
            Signal(.type("SDWebImageManager"), "loads a remote image"),
            Signal(.type("KingfisherManager"), "loads a remote image"),
            Signal(.type("HTTPURLResponse"), "handles an HTTP response"),
            Signal(.call("dataTask"), "starts a URLSession data task"),
            Signal(.call("downloadTask"), "starts a URLSession download task"),
            Signal(.call("uploadTask"), "starts a URLSession upload task"),
            Signal(.call("responseDecodable"), "handles an Alamofire response"),
            Signal(.call("responseJSON"), "handles an Alamofire response"),
            Signal(.call("responseData"), "handles an Alamofire response"),
            Signal(.call("sd_setImage"), "loads a remote image into a view"),
            Signal(.call("af_setImage"), "loads a remote image into a view"),
            Signal(.member("kf"), "loads a remote image with Kingfisher"),
        ],
        triggeringExamples: networkingTriggeringExamples,
        nonTriggeringExamples: networkingNonTriggeringExamples)
}
