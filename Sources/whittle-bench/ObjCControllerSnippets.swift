/// Objective-C method templates the Objective-C corpus assembles controllers from, one family
/// per kind of work a massive controller does (the same families as ``ControllerSnippets``).
/// `__N__` is replaced by a number so selectors stay unique.
enum ObjCControllerSnippets {
    /// Methods that do misplaced work, by theme.
    static let misplaced: [[String]] = [
        // networking
        ["""
            - (void)loadPage__N__ {
                NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"https://api.example.com/items?page=%d", __N__]];
                NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
                request.HTTPMethod = @"GET";
                [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    if (error != nil) { return; }
                    NSArray *items = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
                    dispatch_async(dispatch_get_main_queue(), ^{ [self showItems:items]; });
                }] resume];
            }
            """],
        // persistence
        ["""
            - (void)saveDraft__N__ {
                [[NSUserDefaults standardUserDefaults] setObject:self.textView.text forKey:@"draft__N__"];
                NSData *data = [NSKeyedArchiver archivedDataWithRootObject:self.items requiringSecureCoding:NO error:nil];
                [data writeToFile:[self draftPath:__N__] atomically:YES];
            }
            """],
        // data source and cell configuration
        ["""
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return self.items.count;
            }
            """,
         """
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Item" forIndexPath:indexPath];
                WHItem *item = self.items[indexPath.row];
                cell.textLabel.text = item.title;
                cell.detailTextLabel.text = [self.dateFormatter stringFromDate:item.date];
                return cell;
            }
            """],
        // navigation and alerts
        ["""
            - (void)showDetail__N__:(WHItem *)item {
                WHDetailViewController *detail = [[WHDetailViewController alloc] initWithItem:item];
                [self.navigationController pushViewController:detail animated:YES];
            }
            """,
         """
            - (void)confirmDelete__N__ {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete?" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
                    [self deleteItemAtIndex:__N__];
                }]];
                [self presentViewController:alert animated:YES completion:nil];
            }
            """],
        // keyboard
        ["""
            - (void)keyboardWillShow__N__:(NSNotification *)notification {
                CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0);
            }
            """],
        // view construction and layout
        ["""
            - (void)buildHeader__N__ {
                UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(16, 8, self.view.bounds.size.width - 32, 24)];
                label.font = [UIFont boldSystemFontOfSize:17];
                label.textColor = [UIColor darkGrayColor];
                [self.view addSubview:label];
                self.headerLabel = label;
            }
            """],
        // formatting and domain logic
        ["""
            - (NSString *)summary__N__ {
                NSArray *open = [self.items filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"done == NO"]];
                NSArray *sorted = [open sortedArrayUsingDescriptors:@[[NSSortDescriptor sortDescriptorWithKey:@"date" ascending:NO]]];
                return [NSString stringWithFormat:@"%lu open, next %@", (unsigned long)sorted.count, [sorted.firstObject title]];
            }
            """],
        // animation and user input
        ["""
            - (IBAction)toggleDetails__N__:(id)sender {
                [UIView animateWithDuration:0.3 animations:^{
                    self.detailsView.alpha = self.detailsView.alpha > 0 ? 0 : 1;
                }];
            }
            """],
    ]

    /// A lifecycle method every controller has.
    static let viewDidLoad = """
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = NSLocalizedString(@"Items", nil);
            [self.logic load];
        }
        """

    /// A method that only renders: the filler of lean controllers.
    static let render = """
        - (void)render__N__:(WHViewState *)state {
            self.titleLabel.text = state.title;
            self.countLabel.hidden = state.isEmpty;
            [self.tableView reloadData];
        }
        """
}
