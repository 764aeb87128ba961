#import "WHMassiveProfileViewController.h"

@class WHUser;

// The class extension every file of the controller shares: its state and its subviews.
@interface WHMassiveProfileViewController () <UITextFieldDelegate>
@property (nonatomic, copy) NSString *userID;
@property (nonatomic, strong, nullable) WHUser *user;
@property (nonatomic, strong, nullable) NSURLSessionDataTask *followRequest;
@property (nonatomic, strong) NSURLSession *session;
@property (nonatomic, strong) NSNumberFormatter *countFormatter;
@property (nonatomic, strong) UIImageView *avatarImageView;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UITextField *displayNameField;
@property (nonatomic, strong) UILabel *followerCountLabel;
@property (nonatomic, strong) UILabel *followersLabel;
@property (nonatomic, strong) UIButton *followButton;
@property (nonatomic, strong) UIButton *followersButton;
@property (nonatomic, strong) UIActivityIndicatorView *spinner;
@property (nonatomic, strong) UIStackView *stackView;

+ (NSCache *)sharedCache;
- (void)showUser:(WHUser *)user;
@end
