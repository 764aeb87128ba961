#import "WHMassivePhotosViewController.h"
#import "WHPhoto.h"
#import "WHUser.h"
#import "WHPhotoCell.h"
#import "WHPhotoDetailViewController.h"

static NSString * const WHPhotoCellIdentifier = @"PhotoCell";
static NSString * const WHDeletedPhotosKey = @"DeletedPhotoIdentifiers";

@interface WHMassivePhotosViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) NSArray<WHUser *> *users;
@property (nonatomic, strong) NSMutableArray<WHPhoto *> *photos;
@property (nonatomic, strong) NSCache<NSString *, UIImage *> *thumbnails;
@property (nonatomic, strong) NSMutableDictionary<NSIndexPath *, NSURLSessionDataTask *> *runningDownloads;
@property (nonatomic, strong) NSURLSession *session;
@property (nonatomic, strong) NSDateFormatter *dateFormatter;
@property (nonatomic, strong) NSNumberFormatter *ratingFormatter;
@property (nonatomic, strong) UISegmentedControl *filterControl;
@end

@implementation WHMassivePhotosViewController

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Photos";
    self.thumbnails = [[NSCache alloc] init];
    self.runningDownloads = [NSMutableDictionary dictionary];
    self.session = [NSURLSession sessionWithConfiguration:[NSURLSessionConfiguration defaultSessionConfiguration]];

    self.dateFormatter = [[NSDateFormatter alloc] init];
    self.dateFormatter.dateStyle = NSDateFormatterMediumStyle;
    self.ratingFormatter = [[NSNumberFormatter alloc] init];
    self.ratingFormatter.numberStyle = NSNumberFormatterDecimalStyle;

    self.filterControl = [[UISegmentedControl alloc] initWithItems:@[@"All", @"Favorites"]];
    self.filterControl.selectedSegmentIndex = 0;
    [self.filterControl addTarget:self action:@selector(filterChanged:) forControlEvents:UIControlEventValueChanged];
    self.navigationItem.titleView = self.filterControl;
    self.navigationItem.rightBarButtonItem = self.editButtonItem;

    [self.tableView registerNib:[UINib nibWithNibName:@"PhotoCell" bundle:nil] forCellReuseIdentifier:WHPhotoCellIdentifier];
    self.tableView.rowHeight = 72;

    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(refresh:) forControlEvents:UIControlEventValueChanged];

    [self readArchive];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    NSIndexPath *selected = self.tableView.indexPathForSelectedRow;
    if (selected) {
        [self.tableView deselectRowAtIndexPath:selected animated:animated];
    }
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    for (NSURLSessionDataTask *task in self.runningDownloads.allValues) {
        [task cancel];
    }
    [self.runningDownloads removeAllObjects];
}

- (void)didReceiveMemoryWarning {
    [super didReceiveMemoryWarning];
    [self.thumbnails removeAllObjects];
}

#pragma mark - Archive

- (void)readArchive {
    NSString *path = [[NSBundle mainBundle] pathForResource:@"photodata" ofType:@"plist"];
    NSDictionary *archive = path ? [NSKeyedUnarchiver unarchiveObjectWithFile:path] : nil;
    if (!archive) {
        [self showErrorMessage:@"The photo archive is missing from the app bundle."];
        return;
    }
    self.users = archive[@"users"];
    NSSet *deleted = [NSSet setWithArray:[[NSUserDefaults standardUserDefaults] stringArrayForKey:WHDeletedPhotosKey] ?: @[]];
    NSPredicate *visible = [NSPredicate predicateWithBlock:^BOOL(WHPhoto *photo, NSDictionary *bindings) {
        return ![deleted containsObject:photo.identifier];
    }];
    NSArray *kept = [archive[@"photos"] filteredArrayUsingPredicate:visible];
    self.photos = [[kept sortedArrayUsingComparator:^NSComparisonResult(WHPhoto *lhs, WHPhoto *rhs) {
        if (lhs.rating != rhs.rating) {
            return lhs.rating > rhs.rating ? NSOrderedAscending : NSOrderedDescending;
        }
        return [rhs.creationDate compare:lhs.creationDate];
    }] mutableCopy];
    [self.tableView reloadData];
}

- (void)persistDeletionOfPhoto:(WHPhoto *)photo {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    NSMutableArray *deleted = [[defaults stringArrayForKey:WHDeletedPhotosKey] mutableCopy] ?: [NSMutableArray array];
    [deleted addObject:photo.identifier];
    [defaults setObject:deleted forKey:WHDeletedPhotosKey];
}

- (void)writeFavorites {
    NSArray *favorites = [[self.photos filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"isFavorite == YES"]] valueForKey:@"identifier"];
    NSURL *folder = [[[NSFileManager defaultManager] URLsForDirectory:NSDocumentDirectory inDomains:NSUserDomainMask] firstObject];
    NSData *data = [NSJSONSerialization dataWithJSONObject:favorites options:0 error:nil];
    if (![data writeToURL:[folder URLByAppendingPathComponent:@"favorites.json"] atomically:YES]) {
        [self showErrorMessage:@"Your favorites could not be saved."];
    }
}

#pragma mark - Filtering

- (NSArray<WHPhoto *> *)visiblePhotos {
    if (!self.showsOnlyFavorites) {
        return self.photos;
    }
    return [self.photos filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"isFavorite == YES"]];
}

- (WHUser *)ownerOfPhoto:(WHPhoto *)photo {
    for (WHUser *user in self.users) {
        if ([user.identifier isEqualToString:photo.ownerIdentifier]) {
            return user;
        }
    }
    return nil;
}

- (void)filterChanged:(UISegmentedControl *)sender {
    self.showsOnlyFavorites = sender.selectedSegmentIndex == 1;
    [UIView transitionWithView:self.tableView duration:0.25 options:UIViewAnimationOptionTransitionCrossDissolve animations:^{
        [self.tableView reloadData];
    } completion:nil];
}

- (void)refresh:(UIRefreshControl *)sender {
    [self.thumbnails removeAllObjects];
    [self readArchive];
    [sender endRefreshing];
}

#pragma mark - UITableViewDataSource

- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
    return 1;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.visiblePhotos.count;
}

- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {
    NSUInteger count = self.visiblePhotos.count;
    return count == 1 ? @"1 photo" : [NSString stringWithFormat:@"%lu photos", (unsigned long)count];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    WHPhotoCell *cell = [tableView dequeueReusableCellWithIdentifier:WHPhotoCellIdentifier forIndexPath:indexPath];
    WHPhoto *photo = self.visiblePhotos[indexPath.row];
    cell.titleLabel.text = photo.name;
    cell.dateLabel.text = [self.dateFormatter stringFromDate:photo.creationDate];
    cell.ratingLabel.text = [NSString stringWithFormat:@"★ %@", [self.ratingFormatter stringFromNumber:@(photo.rating)]];
    WHUser *owner = [self ownerOfPhoto:photo];
    cell.ownerLabel.text = owner ? [NSString stringWithFormat:@"by %@", owner.name] : nil;
    cell.favoriteImageView.hidden = !photo.isFavorite;
    UIImage *thumbnail = [self.thumbnails objectForKey:photo.identifier];
    cell.thumbnailView.image = thumbnail ?: [UIImage systemImageNamed:@"photo"];
    if (!thumbnail) {
        [self downloadThumbnailForPhoto:photo atIndexPath:indexPath];
    }
    return cell;
}

- (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath {
    return [self ownerOfPhoto:self.visiblePhotos[indexPath.row]].isCurrentUser;
}

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle != UITableViewCellEditingStyleDelete) {
        return;
    }
    WHPhoto *removed = self.visiblePhotos[indexPath.row];
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:[NSString stringWithFormat:@"Delete “%@”?", removed.name]
                                                                   message:@"This photo will be removed from your library."
                                                            preferredStyle:UIAlertControllerStyleActionSheet];
    [alert addAction:[UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        [self.photos removeObject:removed];
        [self persistDeletionOfPhoto:removed];
        [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
    }]];
    [alert addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

#pragma mark - Thumbnails

- (void)downloadThumbnailForPhoto:(WHPhoto *)photo atIndexPath:(NSIndexPath *)indexPath {
    if (self.runningDownloads[indexPath]) {
        return;
    }
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:photo.thumbnailURL];
    request.cachePolicy = NSURLRequestReturnCacheDataElseLoad;
    request.timeoutInterval = 15;
    __weak typeof(self) weakSelf = self;
    NSURLSessionDataTask *task = [self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSHTTPURLResponse *http = (NSHTTPURLResponse *)response;
        UIImage *image = data ? [UIImage imageWithData:data] : nil;
        if (error || http.statusCode != 200 || !image) {
            return;
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            [weakSelf.runningDownloads removeObjectForKey:indexPath];
            [weakSelf.thumbnails setObject:image forKey:photo.identifier];
            WHPhotoCell *cell = (WHPhotoCell *)[weakSelf.tableView cellForRowAtIndexPath:indexPath];
            cell.thumbnailView.image = image;
            [cell setNeedsLayout];
        });
    }];
    self.runningDownloads[indexPath] = task;
    [task resume];
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    WHPhoto *photo = self.visiblePhotos[indexPath.row];
    WHPhotoDetailViewController *detail = [[WHPhotoDetailViewController alloc] initWithPhoto:photo owner:[self ownerOfPhoto:photo]];
    detail.title = photo.name;
    __weak typeof(self) weakSelf = self;
    detail.onFavoriteToggled = ^(BOOL isFavorite) {
        photo.isFavorite = isFavorite;
        [weakSelf writeFavorites];
        [weakSelf.tableView reloadData];
    };
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)tableView:(UITableView *)tableView didEndDisplayingCell:(UITableViewCell *)cell forRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.runningDownloads[indexPath] cancel];
    [self.runningDownloads removeObjectForKey:indexPath];
}

#pragma mark - Alerts

- (void)showErrorMessage:(NSString *)message {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Photos" message:message preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
