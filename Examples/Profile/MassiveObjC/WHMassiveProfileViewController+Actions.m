#import "WHMassiveProfileViewController+Private.h"
#import "WHUser.h"
#import "WHFollowerListViewController.h"

@implementation WHMassiveProfileViewController (Actions)

#pragma mark - Following

- (IBAction)followButtonTapped:(UIButton *)sender {
    WHUser *user = self.user;
    if (!user) {
        return;
    }
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil
                                                                   message:[NSString stringWithFormat:@"Are you sure you want to follow %@?", user.name]
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
    [alert addAction:[UIAlertAction actionWithTitle:@"Follow" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self followUser:user];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)followUser:(WHUser *)user {
    NSString *address = [NSString stringWithFormat:@"https://api.example.com/v2/users/%@/followers", user.identifier];
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:address]];
    request.HTTPMethod = @"POST";
    self.followButton.enabled = NO;
    self.followRequest = [self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            NSInteger status = ((NSHTTPURLResponse *)response).statusCode;
            if (error || status < 200 || status >= 300) {
                self.followButton.enabled = YES;
                return;
            }
            user.isFollowedByMe = YES;
            user.followerCount += 1;
            AudioServicesPlaySystemSound(1519);
            [UIView animateWithDuration:0.3 animations:^{
                self.followButton.transform = CGAffineTransformMakeScale(1.1, 1.1);
            } completion:^(BOOL finished) {
                self.followButton.transform = CGAffineTransformIdentity;
            }];
            [self showUser:user];
        });
    }];
    [self.followRequest resume];
}

#pragma mark - Followers

- (IBAction)followersButtonTapped:(UIButton *)sender {
    WHFollowerListViewController *followers = [[WHFollowerListViewController alloc] initWithUserID:self.user.identifier];
    followers.title = [NSString stringWithFormat:@"Followers of %@", self.user.name];
    [self.navigationController pushViewController:followers animated:YES];
}

#pragma mark - UITextFieldDelegate

- (BOOL)textFieldShouldReturn:(UITextField *)textField {
    [textField resignFirstResponder];
    return YES;
}

- (void)textFieldDidEndEditing:(UITextField *)textField {
    NSString *newName = [textField.text stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
    if (newName.length == 0 || newName.length > 40) {
        textField.text = self.user.displayName;
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Invalid name"
                                                                       message:@"A display name has 1 to 40 characters."
                                                                preferredStyle:UIAlertControllerStyleAlert];
        [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
        [self presentViewController:alert animated:YES completion:nil];
        return;
    }
    self.user.displayName = newName;
    [self showUser:self.user];
}

@end
