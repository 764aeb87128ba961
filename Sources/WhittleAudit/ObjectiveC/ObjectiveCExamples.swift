/// Objective-C examples for every detector: a small `.m` controller in which the detector must
/// find its responsibility, and one in which it must not. They run as tests, like the Swift
/// examples beside each detector.
enum ObjectiveCExamples {
    struct Pair: Sendable {
        var responsibility: Responsibility
        var triggering: [AuditExample]
        var nonTriggering: [AuditExample]
    }

    /// A controller with one method: `@interface` and `@implementation` in one `.m` file.
    static func controller(_ methods: String, file: String = #filePath, line: Int = #line) -> AuditExample {
        AuditExample(
            """
            #import <UIKit/UIKit.h>

            @interface ExampleViewController : UIViewController <UITableViewDataSource>
            @property (nonatomic, weak) IBOutlet UITableView *tableView;
            @property (nonatomic, weak) IBOutlet UIButton *sendButton;
            @end

            @implementation ExampleViewController

            \(methods)

            @end
            """, file: file, line: line)
    }

    static let all: [Pair] = [
        Pair(
            responsibility: .dataSource,
            triggering: [
                controller("- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {\n    return self.items.count;\n}"),
                controller("- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {\n    return 1;\n}"),
            ],
            nonTriggering: [controller("- (NSInteger)count {\n    return [self.dataSource count];\n}")]),
        Pair(
            responsibility: .cellConfiguration,
            triggering: [
                controller(
                    "- (void)fill {\n    UITableViewCell *cell = [self.tableView dequeueReusableCellWithIdentifier:@\"Cell\" forIndexPath:self.path];\n    cell.textLabel.text = self.name;\n}")
            ],
            nonTriggering: [controller("- (void)fill {\n    [self.configurator configure:self.cell];\n}")]),
        Pair(
            responsibility: .networking,
            triggering: [
                controller(
                    "- (void)load {\n    NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithURL:self.url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {\n        [self show:data];\n    }];\n    [task resume];\n}"),
                controller(
                    "- (void)load {\n    AFHTTPSessionManager *manager = [AFHTTPSessionManager manager];\n    [manager GET:@\"photos\" parameters:nil headers:nil progress:nil success:^(NSURLSessionDataTask *task, id response) {\n    } failure:nil];\n}"),
            ],
            nonTriggering: [controller("- (void)load {\n    [self.photoService loadPhotos];\n}")]),
        Pair(
            responsibility: .persistence,
            triggering: [
                controller("- (void)save {\n    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@\"seen\"];\n}"),
                controller(
                    "- (void)load {\n    NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@\"Photo\"];\n    self.photos = [self.context executeFetchRequest:request error:nil];\n}"),
            ],
            nonTriggering: [controller("- (void)save {\n    [self.store save];\n}")]),
        Pair(
            responsibility: .caching,
            triggering: [controller("- (void)remember {\n    self.cache = [[NSCache alloc] init];\n}")],
            nonTriggering: [controller("- (void)remember {\n    [self.store remember:self.photo];\n}")]),
        Pair(
            responsibility: .keyboard,
            triggering: [
                controller(
                    "- (void)observe {\n    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];\n}"),
                controller("- (void)keyboardWillShow:(NSNotification *)notification {\n    [self.keyboardManager update];\n}"),
            ],
            nonTriggering: [controller("- (void)observe {\n    [self.keyboardManager beginObserving];\n}")]),
        Pair(
            responsibility: .navigation,
            triggering: [
                controller(
                    "- (void)showDetail {\n    DetailViewController *detail = [[DetailViewController alloc] initWithPhoto:self.photo];\n    [self.navigationController pushViewController:detail animated:YES];\n}"),
                controller("- (void)close {\n    [self dismissViewControllerAnimated:YES completion:nil];\n}"),
                controller("- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {\n}"),
            ],
            nonTriggering: [controller("- (void)showDetail {\n    [self.navigator showPhoto:self.photo];\n}")]),
        Pair(
            responsibility: .viewConstruction,
            triggering: [
                controller(
                    "- (void)build {\n    UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];\n    [self.view addSubview:label];\n}"),
                controller(
                    "- (void)build {\n    [NSLayoutConstraint activateConstraints:@[[self.label.topAnchor constraintEqualToAnchor:self.view.topAnchor]]];\n}"),
            ],
            nonTriggering: [controller("- (void)build {\n    [self.profileView update];\n}")]),
        Pair(
            responsibility: .layout,
            triggering: [
                controller("- (void)viewDidLayoutSubviews {\n    [super viewDidLayoutSubviews];\n}"),
                controller("- (void)place {\n    self.label.frame = CGRectMake(0, 0, 100, 20);\n}"),
            ],
            nonTriggering: [controller("- (void)place {\n    [self.layout apply];\n}")]),
        Pair(
            responsibility: .formatting,
            triggering: [
                controller("- (void)show {\n    self.title = [NSString stringWithFormat:@\"%lu photos\", (unsigned long)self.count];\n}"),
                controller("- (void)show {\n    NSDateFormatter *formatter = [[NSDateFormatter alloc] init];\n    self.title = [formatter stringFromDate:self.date];\n}"),
            ],
            nonTriggering: [controller("- (void)show {\n    NSLog(@\"showing %@\", self.photo);\n    self.title = self.presenter.title;\n}")]),
        Pair(
            responsibility: .userInput,
            triggering: [
                controller("- (IBAction)send:(id)sender {\n    [self.interaction run];\n}"),
                controller("- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {\n}"),
                controller(
                    "- (void)viewDidLoad {\n    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(done)];\n}"),
            ],
            nonTriggering: [controller("- (void)send {\n    [self.interaction run];\n}")]),
        Pair(
            responsibility: .alerts,
            triggering: [
                controller(
                    "- (void)warn {\n    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@\"Oops\" message:nil preferredStyle:UIAlertControllerStyleAlert];\n    [self presentViewController:alert animated:YES completion:nil];\n}"),
                controller(
                    "- (void)warn {\n    [[[UIAlertView alloc] initWithTitle:@\"Oops\" message:nil delegate:nil cancelButtonTitle:@\"OK\" otherButtonTitles:nil] show];\n}"),
            ],
            nonTriggering: [controller("- (void)warn {\n    [self.confirmation ask];\n}")]),
        Pair(
            responsibility: .validation,
            triggering: [
                controller("- (BOOL)validateEmail:(NSString *)email {\n    return email.length > 3;\n}"),
                controller("- (void)check {\n    self.sendButton.enabled = self.field.text.length > 0;\n}"),
            ],
            nonTriggering: [controller("- (void)check {\n    self.settings.enabled = YES;\n}")]),
        Pair(
            responsibility: .domainLogic,
            triggering: [
                controller(
                    "- (void)filter {\n    self.items = [self.all filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@\"done == NO\"]];\n}")
            ],
            nonTriggering: [controller("- (void)filter {\n    self.items = [self.logic openItems];\n}")]),
        Pair(
            responsibility: .animation,
            triggering: [
                controller("- (void)fade {\n    [UIView animateWithDuration:0.3 animations:^{\n        self.label.alpha = 0;\n    }];\n}")
            ],
            nonTriggering: [controller("- (void)fade {\n    [self.animator fadeOut];\n}")]),
        Pair(
            responsibility: .analytics,
            triggering: [controller("- (void)record {\n    [FIRAnalytics logEventWithName:@\"open\" parameters:nil];\n}")],
            nonTriggering: [controller("- (void)record {\n    [self.reporter didOpen];\n}")]),
        Pair(
            responsibility: .systemServices,
            triggering: [
                controller("- (void)locate {\n    self.locationManager = [[CLLocationManager alloc] init];\n    [self.locationManager requestWhenInUseAuthorization];\n}"),
                controller("- (void)tap {\n    [[[UIImpactFeedbackGenerator alloc] initWithStyle:UIImpactFeedbackStyleLight] impactOccurred];\n}"),
            ],
            nonTriggering: [controller("- (void)locate {\n    [self.places refresh];\n}")]),
        Pair(
            responsibility: .rendering,
            triggering: [controller("- (void)refresh {\n    [self.tableView reloadData];\n}")],
            nonTriggering: [controller("- (void)refresh {\n    [self.binding update];\n}")]),
        Pair(
            responsibility: .lifecycle,
            triggering: [
                controller("- (void)viewDidLoad {\n    [super viewDidLoad];\n}"),
                controller("- (instancetype)initWithPhoto:(Photo *)photo {\n    self = [super initWithNibName:nil bundle:nil];\n    return self;\n}"),
            ],
            nonTriggering: [controller("- (void)viewDidLoadLater {\n    [self.loader start];\n}")]),
        Pair(
            responsibility: .composition,
            triggering: [
                controller(
                    "- (void)embed:(UIViewController *)child {\n    [self addChildViewController:child];\n    [child didMoveToParentViewController:self];\n}")
            ],
            nonTriggering: [controller("- (void)embed {\n    [self.container show];\n}")]),
        Pair(
            responsibility: .modelObservation,
            triggering: [
                controller("- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller {\n}"),
                controller(
                    "- (void)observe {\n    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(changed:) name:PhotosDidChange object:nil];\n}"),
            ],
            nonTriggering: [controller("- (void)observe {\n    [self.photos load];\n}")]),
    ]
}
