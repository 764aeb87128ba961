#import "WHMassiveProfileViewController.h"
#import "WHMassiveProfileViewController+Private.h"
#import "WHUser.h"

@implementation WHMassiveProfileViewController

+ (NSCache *)sharedCache {
    static NSCache *cache;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        cache = [[NSCache alloc] init];
    });
    return cache;
}

#pragma mark - Init

- (instancetype)initWithUserID:(NSString *)userID {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _userID = [userID copy];
        _session = [NSURLSession sharedSession];
        _countFormatter = [[NSNumberFormatter alloc] init];
        _countFormatter.numberStyle = NSNumberFormatterDecimalStyle;
    }
    return self;
}

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    [self buildViews];
    [self layoutViews];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self loadUser];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.followRequest cancel];
}

#pragma mark - View construction

- (void)buildViews {
    self.avatarImageView = [[UIImageView alloc] initWithFrame:CGRectZero];
    self.avatarImageView.contentMode = UIViewContentModeScaleAspectFill;
    self.avatarImageView.clipsToBounds = YES;
    self.avatarImageView.layer.cornerRadius = 48;

    self.nameLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    self.nameLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle1];

    self.displayNameField = [[UITextField alloc] initWithFrame:CGRectZero];
    self.displayNameField.borderStyle = UITextBorderStyleRoundedRect;
    self.displayNameField.placeholder = @"Display name";
    self.displayNameField.delegate = self;

    self.followerCountLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    self.followersLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    self.followersLabel.numberOfLines = 0;

    self.followButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.followButton setTitle:@"Follow" forState:UIControlStateNormal];
    [self.followButton addTarget:self action:@selector(followButtonTapped:) forControlEvents:UIControlEventTouchUpInside];

    self.followersButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.followersButton setTitle:@"Show followers" forState:UIControlStateNormal];
    [self.followersButton addTarget:self action:@selector(followersButtonTapped:) forControlEvents:UIControlEventTouchUpInside];

    self.spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleLarge];
    self.spinner.hidesWhenStopped = YES;

    self.stackView = [[UIStackView alloc] initWithArrangedSubviews:@[
        self.avatarImageView, self.nameLabel, self.displayNameField, self.followerCountLabel, self.followersLabel,
        self.followButton, self.followersButton,
    ]];
    self.stackView.axis = UILayoutConstraintAxisVertical;
    self.stackView.alignment = UIStackViewAlignmentCenter;
    self.stackView.spacing = 12;
    for (UIView *subview in @[self.stackView, self.spinner]) {
        subview.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:subview];
    }
}

- (void)layoutViews {
    [NSLayoutConstraint activateConstraints:@[
        [self.avatarImageView.widthAnchor constraintEqualToConstant:96],
        [self.avatarImageView.heightAnchor constraintEqualToConstant:96],
        [self.stackView.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:24],
        [self.stackView.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
        [self.spinner.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
    ]];
}

- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection {
    [super traitCollectionDidChange:previousTraitCollection];
    BOOL regular = self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassRegular;
    self.stackView.axis = regular ? UILayoutConstraintAxisHorizontal : UILayoutConstraintAxisVertical;
    self.stackView.frame = CGRectInset(self.view.bounds, regular ? 24 : 12, 0);
}

#pragma mark - Loading

- (void)loadUser {
    WHCachedUser *cached = [[[self class] sharedCache] objectForKey:self.userID];
    if (cached && cached.date.timeIntervalSinceNow > -300) {
        [self showUser:cached.user];
        return;
    }
    [self.spinner startAnimating];
    self.stackView.hidden = YES;

    NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"https://api.example.com/v2/users/%@", self.userID]];
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
    [request setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    NSString *token = [[NSUserDefaults standardUserDefaults] stringForKey:@"authToken"];
    if (token) {
        [request setValue:[@"Bearer " stringByAppendingString:token] forHTTPHeaderField:@"Authorization"];
    }
    __weak typeof(self) weakSelf = self;
    [[self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [weakSelf.spinner stopAnimating];
            NSHTTPURLResponse *http = (NSHTTPURLResponse *)response;
            if (error || http.statusCode >= 300 || !data) {
                [weakSelf showFailure:error.localizedDescription ?: @"The server did not answer as expected."];
                return;
            }
            NSDictionary *json = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
            WHUser *user = [[WHUser alloc] initWithDictionary:json];
            [[[weakSelf class] sharedCache] setObject:[[WHCachedUser alloc] initWithUser:user date:[NSDate date]] forKey:weakSelf.userID];
            [weakSelf showUser:user];
        });
    }] resume];
}

#pragma mark - Rendering

- (void)showUser:(WHUser *)user {
    self.user = user;
    self.stackView.hidden = NO;
    self.title = user.name;
    self.nameLabel.text = user.name;
    self.displayNameField.text = user.displayName;
    self.followerCountLabel.text = [self followerCountStringForUser:user];
    self.followersLabel.text = [self followersStringForUser:user];
    [self.followButton setTitle:user.isFollowedByMe ? @"Following" : @"Follow" forState:UIControlStateNormal];
    self.followButton.enabled = !user.isFollowedByMe && !user.isCurrentUser;
    self.followersButton.hidden = user.followerCount == 0;
}

- (void)showFailure:(NSString *)message {
    self.stackView.hidden = YES;
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Profile" message:message preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Try again" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [[[self class] sharedCache] removeObjectForKey:self.userID];
        [self loadUser];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

#pragma mark - Formatting

- (NSString *)followerCountStringForUser:(WHUser *)user {
    if (user.followerCount == 0) {
        return @"";
    }
    NSString *count = [self.countFormatter stringFromNumber:@(user.followerCount)];
    return user.followerCount == 1 ? @"1 follower" : [NSString stringWithFormat:@"%@ followers", count];
}

- (NSString *)followersStringForUser:(WHUser *)user {
    NSArray<NSString *> *names = [user.topFollowers valueForKey:@"name"];
    if (names.count == 0) {
        return @"";
    }
    if (user.followerCount > names.count) {
        NSString *shown = [[names subarrayWithRange:NSMakeRange(0, MIN(2, names.count))] componentsJoinedByString:@", "];
        return [NSString stringWithFormat:@"Followed by %@ and %lu others", shown, (unsigned long)(user.followerCount - names.count)];
    }
    return [@"Followed by " stringByAppendingString:[names componentsJoinedByString:@", "]];
}

@end
