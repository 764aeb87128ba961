import Testing
@testable import WhittleAudit

/// A call on a property declared with a framework service type does that type's work in the
/// member that makes it (`context.save()` where `let context: NSManagedObjectContext`), in both
/// languages; a view's calls, and a held request's, do no service work.
struct FrameworkPropertyTests {
    @Test func aCallOnAPropertyOfAServiceTypeIsItsWork() throws {
        let swift = try #require(AuditFixture.audit([("NotesViewController.swift", """
            import UIKit
            import CoreData
            import CoreLocation
            final class NotesViewController: UIViewController {
                let context: NSManagedObjectContext
                private let locationManager: CLLocationManager? = nil
                private var dataTask: URLSessionDataTask?
                @IBOutlet private var tableView: UITableView!
                func saveNote() { try? context.save() }
                func stop() { locationManager?.stopUpdatingLocation() }
                func cancel() { dataTask?.cancel() }
                func refresh() { tableView.reloadData() }
            }
            """)]).controller("NotesViewController"))
        let persistence = try #require(swift.responsibility(.persistence))
        #expect(persistence.members == ["context", "saveNote()"])
        #expect(persistence.evidence.contains { $0.member == "saveNote()" && $0.token == "context.save(…)" })
        #expect(swift.responsibility(.systemServices)?.evidence.contains { $0.token == "locationManager.stopUpdatingLocation(…)" } == true)
        #expect(swift.responsibility(.networking) == nil)

        let objectiveC = try #require(AuditFixture.audit([("NotesViewController.m", """
            @interface NotesViewController : UIViewController
            @property (nonatomic, strong) NSManagedObjectContext *context;
            @end
            @implementation NotesViewController
            - (void)saveNote {
                [self.context save:nil];
            }
            @end
            """)]).controller("NotesViewController"))
        #expect(objectiveC.responsibility(.persistence)?.evidence.contains { $0.member == "-saveNote" && $0.token == "[context save…]" } == true)
    }
}
