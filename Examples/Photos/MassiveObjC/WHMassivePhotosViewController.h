// The photo list as it was first written in Objective-C: one table view controller that reads
// the bundled archive, keeps the photos, answers the table view, fills the cells, downloads
// thumbnails, persists deletions and pushes the detail screen. Auditor input, never compiled.

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface WHMassivePhotosViewController : UITableViewController

@property (nonatomic, assign) BOOL showsOnlyFavorites;

@end

NS_ASSUME_NONNULL_END
