// The profile screen as it was first written in Objective-C: one view controller that builds
// its views, loads the user from a cache or the network, formats every label, follows the user
// after asking, lets the user rename themselves, and shows the followers. Auditor input, never
// compiled.

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface WHMassiveProfileViewController : UIViewController

- (instancetype)initWithUserID:(NSString *)userID NS_DESIGNATED_INITIALIZER;

@end

NS_ASSUME_NONNULL_END
